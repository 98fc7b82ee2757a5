import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  API_BASE,
  AUTH_CHECKPOINTS_PAGE_SIZE,
  BRAND_SEGMENT,
  CACHE_LIFETIMES,
  CRYPTO_CURRENCY_NETWORKS,
  EMPTY_SETTINGS,
  ITEMS_ID_NOT_ARRAY,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_TOP_BAR,
  OTP_CODE_LENGTH,
  PAGE_SIZE,
  PASSWORD_METER_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PSP_SEGMENT,
  RELEASE_ID,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_REFRESH_THRESHOLD_SECONDS,
  SESSION_REMINDER_SECONDS,
  SETTINGS_KEYS,
  SETTINGS_VALUE_SCHEMAS,
  SOURCE_OF_FUNDS_OPTIONS,
  TRANSACTION_BODIES,
  TRANSFER_SERVICE_LABELS,
  badgeColor,
  calls,
  type CallBody,
  type CallName,
  type CallParams,
  type CallQuery,
  type ResponseMap,
} from '../../src/contract';
import * as constants from '../../src/contract/constants';
import type { CallDef } from '../../src/contract/http';

const entries = Object.entries(calls) as [CallName, CallDef][];
const isWrite = (c: CallDef) => c.method !== 'GET';
const body = <N extends CallName>(name: N) => {
  const schema = (calls[name] as CallDef).body;
  if (!schema) throw new Error(`${name} has no body`);
  return schema;
};
const query = <N extends CallName>(name: N) => {
  const schema = (calls[name] as CallDef).query;
  if (!schema) throw new Error(`${name} has no query`);
  return schema;
};
const messages = (r: z.ZodSafeParseResult<unknown>) => (r.success ? [] : r.error.issues.map((i) => i.message));
const fields = (r: z.ZodSafeParseResult<unknown>) => (r.success ? [] : r.error.issues.map((i) => i.path.join('.')));

describe('call table', () => {
  it('has every call of the spec groups', () => {
    expect(entries.length).toBeGreaterThanOrEqual(200);
    const prefixes = new Set(entries.map(([n]) => n.split('.')[0]));
    expect([...prefixes].sort()).toEqual(
      ['admin', 'affiliateMerchantPayment', 'auth', 'beneficiary', 'dictionaries', 'externals', 'manager', 'products', 'profile', 'rates', 'whiteLabel'].sort(),
    );
  });

  it.each(entries)('%s: path params match the params schema keys', (_name, c) => {
    const inPath = [...c.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const shape = c.params instanceof z.ZodObject ? Object.keys(c.params.shape).sort() : [];
    if (c.params) expect(c.params).toBeInstanceOf(z.ZodObject);
    expect(shape).toEqual(inPath);
  });

  it.each(entries)('%s: path is relative, clean and without spec placeholders', (_name, c) => {
    expect(c.path).toMatch(/^[a-z0-9{][a-z0-9\-/{}_]*$/i);
    expect(c.path).not.toMatch(/^\/|\/$|\/\//);
    expect(c.path).not.toMatch(/\{(brand|psp)\}|\|/);
    expect(c.path.startsWith(API_BASE)).toBe(false);
  });

  it('has no two entries with the same method and path', () => {
    const seen = new Map<string, string>();
    const dupes: string[] = [];
    for (const [name, c] of entries) {
      const key = `${c.method} ${c.path.replace(/\{\w+\}/g, '{}')}`;
      const other = seen.get(key);
      if (other) dupes.push(`${other} / ${name}: ${key}`);
      seen.set(key, name);
    }
    expect(dupes).toEqual([]);
  });

  it('gives manager/ calls access manager and a/ calls access admin, and nothing else those accesses', () => {
    for (const [name, c] of entries) {
      if (c.path.startsWith('manager/')) expect({ name, access: c.access }).toEqual({ name, access: 'manager' });
      else if (c.path.startsWith('a/')) expect({ name, access: c.access }).toEqual({ name, access: 'admin' });
      else expect({ name, ok: ['guest', 'public', 'user'].includes(c.access) }).toEqual({ name, ok: true });
    }
  });

  it('marks every manager POST/PUT/DELETE as write except the grand totals and the user\'s own reading state', () => {
    for (const [name, c] of entries) {
      if (!c.path.startsWith('manager/')) continue;
      const grandTotal = c.path.startsWith('manager/grand-total/');
      // Marking one's own notifications read changes nothing of the company: a manager-reader may.
      const ownReading = name === 'manager.notifications.read';
      expect({ name, write: Boolean(c.write) }).toEqual({ name, write: isWrite(c) && !grandTotal && !ownReading });
    }
  });

  it('asks for a one-time code on calls that move money or change payees', () => {
    const otp = entries.filter(([, c]) => c.otp).map(([n]) => n);
    expect(otp).toEqual(
      expect.arrayContaining([
        'manager.transactions.create',
        'manager.transactions.import',
        'manager.crypto.withdraw',
        'manager.crypto.walletForDeposit',
        'manager.crypto.fiatCrypto',
        'manager.crypto.cryptoFiat',
        'manager.crypto.deposit',
        'manager.agents.create',
        'manager.agents.update',
        'manager.agents.delete',
        'manager.crypto.walletsCreate',
        'manager.crypto.walletsDelete',
        'manager.portals.autoTransfer',
        'admin.transactions.credit',
      ]),
    );
    for (const [name, c] of entries) if (c.otp && c.method === 'GET') throw new Error(`${name}: otp on a GET`);
  });

  it('writes the fixed {brand} and {psp} segments out', () => {
    expect(BRAND_SEGMENT).toBe('kontor');
    expect(PSP_SEGMENT).toBe('flexpsp');
    expect(calls['manager.crypto.withdraw'].path).toBe('manager/crypto/kontor/withdraw-crypto');
    expect(calls['manager.grandTotal.fiatCrypto'].path).toBe('manager/grand-total/kontor/exchange/fiat-crypto');
    expect(calls['manager.psp.payment'].path).toBe('manager/flexpsp/payments/{id}');
  });

  it('uses one entry with a validated {kind} for the alternatives', () => {
    const params = calls['manager.transactions.create'].params;
    for (const kind of ['card', 'crypto', 'iban', 'transfer', 'convert']) expect(params.safeParse({ kind }).success).toBe(true);
    expect(params.safeParse({ kind: 'import' }).success).toBe(false);
    expect(calls['manager.grandTotal.calculate'].params.safeParse({ kind: 'iban' }).success).toBe(true);
    expect(calls['manager.grandTotal.calculate'].params.safeParse({ kind: 'exchange' }).success).toBe(false);
  });

  it('lists one entry per path of the spec’s grouped rows', () => {
    const paths = new Set(entries.map(([, c]) => `${c.method} ${c.path}`));
    for (const p of [
      'GET manager/accounts-transfer-map',
      'GET manager/alerts',
      'GET manager/statistic',
      'GET manager/statistic/transaction-volume',
      'GET manager/statistic/accounts-transaction-volume',
      'GET a/users/statistic',
      'GET a/users',
      'GET a/users/{id}',
      'PUT a/users/{id}',
      'POST a/users/{id}/avatar',
      'PUT a/users/{id}/password',
      'PUT a/users/{id}/role',
      'GET a/users/{id}/login',
      'DELETE a/users/{id}/reset/throttle',
      'PUT a/users/{id}/reset/validator',
      'DELETE a/users/{id}',
      'GET a/timeline/entities',
      'GET a/timeline/entity-classes',
      'GET a/timeline/view',
      'GET a/timeline/list',
      'GET a/timeline/pull',
      'GET dictionaries',
      'GET dictionaries/transaction/agents',
      'GET externals/iban',
      'GET externals/swift',
      'GET beneficiary',
      'GET affiliate-merchant-payment/{id}',
      'GET externals/{service}',
      'GET products/{id}',
      'POST products/{id}/wallet',
      'GET rates/{sell}/{buy}',
      'GET white-label',
      'DELETE manager/notifications',
      'DELETE manager/notifications/{id}',
      'GET manager/crypto/kontor/wallet-for-deposit',
      'POST manager/crypto/kontor/wallet-for-deposit',
    ]) expect(paths.has(p), p).toBe(true);
    expect(calls['whiteLabel.public'].access).toBe('public');
    expect(calls['rates.public'].access).toBe('public');
    expect(calls['products.public'].access).toBe('public');
    expect(calls['products.wallet'].access).toBe('public');
  });

  it('marks downloads as files', () => {
    for (const name of ['manager.bankAccounts.referenceLetter', 'manager.transactions.wireConfirmation', 'manager.reports.download', 'manager.imports.errorsFile', 'manager.activities.report', 'admin.kycFileArchives.download'] as const) {
      expect(calls[name].response).toBe('file');
    }
  });

  it('builds an OpenAPI-compatible JSON schema from every payload schema', () => {
    for (const [name, c] of entries) {
      for (const schema of [c.params, c.query, c.body]) {
        if (!schema) continue;
        expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), name).not.toThrow();
      }
    }
  });

  it('types the helpers from the schemas', () => {
    expectTypeOf<keyof CallParams<'manager.transactions.get'>>().toEqualTypeOf<'id'>();
    expectTypeOf<CallParams<'manager.compliance.byEntity'>['entity']>().toEqualTypeOf<'transaction' | 'user' | 'lead' | 'company'>();
    expectTypeOf<CallBody<'manager.transactions.sourceOfFunds'>>().toEqualTypeOf<{ source_id: 1 | 2 | '1' | '2' }>();
    expectTypeOf<CallBody<'manager.company.get'>>().toEqualTypeOf<undefined>();
    expectTypeOf<CallQuery<'manager.company.get'>>().toEqualTypeOf<undefined>();
    expectTypeOf<Exclude<keyof ResponseMap, CallName>>().toEqualTypeOf<never>();
  });
});

describe('constants', () => {
  it('match document 2, section 9', () => {
    expect(RELEASE_ID).toBe('20250911095302');
    expect(PAGE_SIZE).toBe(100);
    expect(NOTIFICATIONS_PAGE_SIZE).toBe(100);
    expect(NOTIFICATIONS_TOP_BAR).toBe(5);
    expect(AUTH_CHECKPOINTS_PAGE_SIZE).toBe(50);
    expect(constants.RECENT_USERS).toBe(10);
    expect(constants.RATES_TICK_MS).toBe(1000);
    expect(constants.RATES_TIMER_VALUE).toBe(10);
    expect(constants.RATES_PAUSE_AFTER_SUBMIT_MS).toBe(30_000);
    expect(constants.DEFAULT_AMOUNTS).toEqual({ payment: '100', cryptoReceive: '0.001', cryptoWithdraw: '0.001', convert: '1' });
    expect(constants.CRYPTO_MAX_DECIMALS).toBe(8);
    expect(constants.DEFAULT_SUB_UNIT).toBe(2);
    expect(OTP_CODE_LENGTH).toBe(6);
    expect(constants.OTP_FOCUS_DELAY_MS).toBe(1000);
    expect(PASSWORD_METER_MIN_LENGTH).toBe(8);
    expect(PASSWORD_METER_MIN_LENGTH).toBe(PASSWORD_MIN_LENGTH);
    expect(SESSION_REMINDER_SECONDS).toBe(120);
    expect(SESSION_CHECK_INTERVAL_MS).toBe(5000);
    expect(SESSION_REFRESH_THRESHOLD_SECONDS).toBe(600);
    expect(constants.IMPORT_DONE_POPUP_MS).toBe(3000);
    expect(constants.WALLET_TOAST_MS).toBe(3000);
    expect(constants.DEFAULT_TOAST_MS).toBe(30_000);
    expect(constants.SYSTEM_POLLING_MS).toBe(20_000);
    expect(constants.LAZY_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(constants.MOBILE_MAX_WIDTH).toBe(480);
    expect(constants.GB_BYTES).toBe(1_073_741_824);
    expect(constants.BROWSER_ID_LENGTH).toBe(30);
    expect([constants.DEFAULT_FIAT_CURRENCY, constants.DEFAULT_CRYPTO_CURRENCY]).toEqual(['EUR', 'BTC']);
    expect(constants.WEBSOCKET_PORT).toBe(6001);
    expect(SOURCE_OF_FUNDS_OPTIONS).toEqual({ 1: 'Business', 2: 'Customer' });
    expect(new Set(Object.values(constants.STORAGE_KEYS)).size).toBe(Object.values(constants.STORAGE_KEYS).length);
  });

  it('has the cache lifetimes of section 9', () => {
    const min = 60_000;
    expect(CACHE_LIFETIMES.cryptoWallets).toBe(min);
    for (const k of ['user', 'alerts', 'activityLogs', 'accounts', 'notifications', 'settings', 'whiteLabel', 'transferMapPage'] as const) expect(CACHE_LIFETIMES[k]).toBe(5 * min);
    expect(CACHE_LIFETIMES.managerWhiteLabelLocal).toBe(60 * min);
    for (const k of ['announcements', 'affiliates', 'tickets', 'statistics', 'companies'] as const) expect(CACHE_LIFETIMES[k]).toBe(10 * min);
    expect(CACHE_LIFETIMES.dictionaries).toBe(30 * min);
    expect(CACHE_LIFETIMES.transferMap).toBe(30 * min);
    expect(CACHE_LIFETIMES.dictionarySummary).toBe(180 * min);
  });

  it('has the spec’s labels and networks', () => {
    expect(TRANSFER_SERVICE_LABELS.sepa).toBe('Sepa (EU , EEA)');
    expect(TRANSFER_SERVICE_LABELS.fps_chaps).toBe('GBP - FPS/CHAPS (UK)');
    expect(TRANSFER_SERVICE_LABELS.swift).toBe('Swift (rest of the world)');
    expect(TRANSFER_SERVICE_LABELS.israel).toBe('Israel (Local Payments)');
    expect(CRYPTO_CURRENCY_NETWORKS).toEqual({ BTC: ['bitcoin'], ETH: ['ethereum'], USDT: ['ethereum'], TRX: ['tron'] });
    expect(badgeColor('completed', 'COMPLETED')).toBe('success');
    expect(badgeColor('completed', null)).toBe('secondary');
    expect(badgeColor('success', 'SUCCESS')).toBe('success');
    expect(badgeColor('success', null)).toBe('primary');
    expect(badgeColor('success', 'FAILED')).toBe('danger');
  });

  it('has a value schema and an empty value for every settings key', () => {
    expect(Object.keys(SETTINGS_VALUE_SCHEMAS).sort()).toEqual([...SETTINGS_KEYS].sort());
    // Empty amounts ('') mean "not set": they are the empty value, not a valid value to save.
    const unsetAmounts = ['fiat_transaction_amount_boundaries', 'crypto_transaction_amount_boundaries', 'compliance_auto_approve'];
    for (const key of SETTINGS_KEYS) expect({ key, ok: SETTINGS_VALUE_SCHEMAS[key].safeParse(EMPTY_SETTINGS[key]).success }).toEqual({ key, ok: !unsetAmounts.includes(key) });
  });
});

describe('payload schemas', () => {
  it('refuses a non-array id on transaction items with the exact message', () => {
    const q = query('manager.transactions.items');
    expect(ITEMS_ID_NOT_ARRAY).toBe("Invalid request format. 'id' must be an array.");
    for (const bad of [{ id: '5' }, { id: 5 }, { id: { 0: '1' } }, {}]) {
      expect(messages(q.safeParse(bad))).toEqual(["Invalid request format. 'id' must be an array."]);
    }
    expect(q.safeParse({ id: ['1', '2'] })).toEqual({ success: true, data: { id: [1, 2] } });
    expect(q.safeParse({ id: ['x'] }).success).toBe(false);
    expect(q.safeParse({ id: Array.from({ length: 101 }, (_, i) => String(i + 1)) }).success).toBe(false);
  });

  it('accepts source of funds 1 and 2 and refuses anything else', () => {
    const b = body('manager.transactions.sourceOfFunds');
    expect(b.safeParse({ source_id: 1 })).toEqual({ success: true, data: { source_id: 1 } });
    expect(b.safeParse({ source_id: '2' })).toEqual({ success: true, data: { source_id: 2 } });
    for (const bad of [3, '3', 0, 'x', null, 1.5, true]) {
      expect(messages(b.safeParse({ source_id: bad }))).toEqual(['The selected source id is invalid.']);
    }
    expect(messages(b.safeParse({}))).toEqual(['The selected source id is invalid.']);
  });

  const withdrawal = {
    bank_account_id: 1,
    amount: '100',
    transfer_service: 'sepa',
    customer_legal_type: 'company',
    customer_name: 'Acme GmbH',
    customer_iban: 'DE89 3704 0044 0532 0130 00',
    customer_country: 'de',
    customer_ref_message: 'Invoice 42',
  };

  it('accepts a valid withdrawal and normalises it', () => {
    const r = TRANSACTION_BODIES.iban.safeParse({ ...withdrawal, customer_account: '', bank_swift: null });
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.data.customer_iban).toBe('DE89370400440532013000');
    expect(r.data.customer_country).toBe('DE');
    expect(r.data.customer_account).toBeUndefined();
    expect(r.data.bank_account_id).toBe(1);
  });

  it('refuses bad withdrawals: wrong types, huge or over-precise amounts, bad formats, missing fields', () => {
    const w = TRANSACTION_BODIES.iban;
    expect(fields(w.safeParse({ ...withdrawal, amount: '1234567890123456' }))).toEqual(['amount']);
    expect(fields(w.safeParse({ ...withdrawal, amount: '1.123456789' }))).toEqual(['amount']);
    expect(fields(w.safeParse({ ...withdrawal, amount: '0' }))).toEqual(['amount']);
    expect(fields(w.safeParse({ ...withdrawal, amount: '-5' }))).toEqual(['amount']);
    expect(fields(w.safeParse({ ...withdrawal, amount: 1e300 }))).toEqual(['amount']);
    expect(fields(w.safeParse({ ...withdrawal, amount: ['1'] }))).toEqual(['amount']);
    expect(fields(w.safeParse({ ...withdrawal, bank_account_id: 'abc' }))).toEqual(['bank_account_id']);
    expect(fields(w.safeParse({ ...withdrawal, bank_account_id: 99_999_999_999 }))).toEqual(['bank_account_id']);
    expect(fields(w.safeParse({ ...withdrawal, customer_iban: 'NOT AN IBAN' }))).toEqual(['customer_iban']);
    expect(fields(w.safeParse({ ...withdrawal, customer_iban: undefined }))).toEqual(['customer_iban']);
    expect(fields(w.safeParse({ ...withdrawal, transfer_service: 'moon' }))).toEqual(['transfer_service']);
    expect(fields(w.safeParse({ ...withdrawal, customer_country: 'Germany' }))).toEqual(['customer_country']);
    expect(fields(w.safeParse({ ...withdrawal, customer_name: 'x'.repeat(201) }))).toEqual(['customer_name']);
    expect(fields(w.safeParse({ ...withdrawal, customer_ref_message: 'x'.repeat(141) }))).toEqual(['customer_ref_message']);
    expect(fields(w.safeParse({ ...withdrawal, transfer_service: 'swift', customer_iban: '', customer_account: '12345678' }))).toEqual(['bank_swift']);
    expect(fields(w.safeParse({ ...withdrawal, transfer_service: 'swift', bank_swift: 'DEUTDEFF', transmission_protocol_id: 'sepa' }))).toEqual(['transmission_protocol_id']);
    expect(w.safeParse({ ...withdrawal, transfer_service: 'swift', bank_swift: 'deutdeff500', transmission_protocol_id: 'swift' }).success).toBe(true);
    expect(fields(w.safeParse({ ...withdrawal, bank_swift: 'DEUT' }))).toEqual(['bank_swift']);
    expect(fields(w.safeParse({ ...withdrawal, transfer_service: 'fps_chaps', customer_iban: '', customer_account: '12345678', customer_sort_code: '12-34-5' }))).toEqual(['customer_sort_code']);
    expect(w.safeParse({ ...withdrawal, transfer_service: 'fps_chaps', customer_iban: '', customer_account: '12345678', customer_sort_code: '12-34-56' }).success).toBe(true);
    expect(fields(w.safeParse({ ...withdrawal, customer_legal_type: 'individual' })).sort()).toEqual(['customer_first_name', 'customer_last_name']);
    expect(w.safeParse({ bank_account_id: 1, amount: '5', transfer_service: 'portal', portal_service: 'bcb', portal_destination_account_id: 'ACC-1' }).success).toBe(true);
  });

  it('checks transfers and the crypto forms', () => {
    expect(TRANSACTION_BODIES.transfer.safeParse({ bank_account_id: 1, to_account_id: 2, amount: 100 }).success).toBe(true);
    expect(fields(TRANSACTION_BODIES.transfer.safeParse({ bank_account_id: 1, to_account_id: 1, amount: 100 }))).toEqual(['to_account_id']);
    const withdraw = body('manager.crypto.withdraw');
    expect(withdraw.safeParse({ bank_account_id: 3, amount: '0.001', network: 'bitcoin', wallet_id: 4 }).success).toBe(true);
    expect(fields(withdraw.safeParse({ bank_account_id: 3, amount: '0.000000001', network: 'bitcoin', wallet_id: 4 }))).toEqual(['amount']);
    expect(fields(withdraw.safeParse({ bank_account_id: 3, amount: '0.001', network: 'solana', wallet_id: 4 }))).toEqual(['network']);
    const wallet = body('manager.crypto.walletsCreate');
    expect(wallet.safeParse({ name: 'Cold', currency: 'ETH', wallet: '0x52908400098527886E0F7030069857D2E4169EE7' }).success).toBe(true);
    expect(fields(wallet.safeParse({ name: 'Cold', currency: 'ETH', wallet: '0x1234' }))).toEqual(['wallet']);
    expect(fields(wallet.safeParse({ name: 'Cold', currency: 'USDT', network: 'tron', wallet: '0x52908400098527886E0F7030069857D2E4169EE7' }))).toEqual(['network']);
  });

  it('checks reports, settings and list filters', () => {
    const report = body('manager.reports.approvedTransactions');
    expect(report.safeParse({ bank_account_id: 1, period: 'current_month', format: 'pdf' }).success).toBe(true);
    expect(report.safeParse({ bank_account_id: 1, date_from: '2025-01-01', date_to: '2025-01-31', format: 'xlsx' }).success).toBe(true);
    expect(fields(report.safeParse({ bank_account_id: 1, period: 'total', format: 'doc' }))).toEqual(['format']);
    expect(fields(report.safeParse({ bank_account_id: 1, format: 'csv' })).sort()).toEqual(['date_from', 'date_to']);
    expect(fields(report.safeParse({ bank_account_id: 1, date_from: '2025-02-01', date_to: '2025-01-01', format: 'csv' }))).toEqual(['date_to']);
    const settings = body('admin.settings.upsert');
    expect(settings.safeParse({ key: 'crypto_convert_enabled', value: true }).success).toBe(true);
    expect(fields(settings.safeParse({ key: 'crypto_convert_enabled', value: 'yes' }))).toEqual(['value']);
    expect(settings.safeParse({ key: 'compliance_auto_approve', value: { enabled: true, max_amount: '1000.00', max_age_days: 30 } }).success).toBe(true);
    expect(fields(settings.safeParse({ key: 'compliance_auto_approve', value: { enabled: true, max_amount: '1e9', max_age_days: 30 } }))).toEqual(['value.max_amount']);
    expect(fields(settings.safeParse({ key: 'no_such_key', value: 1 }))).toEqual(['key']);
    const list = query('admin.transactions.list');
    const r = list.safeParse({ bid: ['3'], cid: '4', tid: '5,6', start_date: '2025-01-01', end_date: '2025-02-01', mode: 'admin_action_require_transactions' });
    expect(r.success).toBe(true);
    if (r.success) {
      expect(r.data).toMatchObject({ page: 1, per_page: 100, bank_account_id: [3], company_id: [4], id: [5, 6], from_date: '2025-01-01', to_date: '2025-02-01' });
    }
    expect(list.safeParse({ per_page: 1000 }).success).toBe(false);
    expect(list.safeParse({ from_date: '2025-02-01', to_date: '2025-01-01' }).success).toBe(false);
    expect(query('admin.authCheckpoints.list').parse({})).toMatchObject({ per_page: 50 });
  });
});
