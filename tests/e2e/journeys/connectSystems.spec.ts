import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import SEPA from 'sepa';
import en from '../../../src/portal/i18n/en';
import { axeViolations } from '../axe';
import { E2E_BASE_URL, WEBHOOK_TLS } from '../paths';
import { openAsColleague } from '../session';
import { newGermanIban } from './person';
import { confirmCodeIn, translator, typeInto } from './steps';

// Issue 41: a manager connects the company's own systems. They make an API key (shown once, copied),
// which the test then uses as a bookkeeping system would (fetch, Bearer key) to list the accounts and to
// ask for a payment; they register a webhook endpoint on an https receiver the test runs (its signing
// secret shown once), approve the key's payment with their code, and the receiver gets a signed
// delivery the test checks as any receiver would; "Send again" delivers it once more. Last the key is
// revoked (and refused from then on) and the endpoint removed; and the bookkeeping's pain.001
// payment batch previews on the import page.

const t = translator(en);
/** An event's name: its key has a dot of its own (payment.created), so it is read directly. */
const eventName = (event: keyof typeof en.app.connect.webhooks.events): string => en.app.connect.webhooks.events[event];

type Delivery = { headers: Record<string, string | string[] | undefined>; body: string };
type Account = { id: number; currency: string; name: string; iban: string | null };

/** A payment batch as a bookkeeping tool writes it: pain.001.001.09 by the `sepa` package, paying from `debtor`. */
const painBatch = (debtor: string, transfers: ReadonlyArray<{ name: string; iban: string; amount: number }>): Buffer => {
  const doc = new SEPA.Document('pain.001.001.09');
  doc.grpHdr.id = `BATCH-${Date.now()}`;
  doc.grpHdr.created = new Date();
  doc.grpHdr.initiatorName = 'Acme bookkeeping';
  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = new Date();
  info.debtorIBAN = debtor;
  info.debtorName = 'Acme';
  doc.addPaymentInfo(info);
  transfers.forEach((transfer, i) => {
    const tx = info.createTransaction();
    tx.creditorName = transfer.name;
    tx.creditorIBAN = transfer.iban;
    tx.amount = transfer.amount;
    tx.remittanceInfo = `Invoice ${i + 1}`;
    tx.end2endId = `E2E-${i + 1}`;
    info.addTransaction(tx);
  });
  return Buffer.from(doc.toString(), 'utf8');
};

/** An https receiver on 127.0.0.1 (the tests' own certificate) that keeps what it is sent and answers 200. */
const startReceiver = async (): Promise<{ url: string; received: Delivery[]; close: () => Promise<void> }> => {
  const received: Delivery[] = [];
  const server = https.createServer({ cert: fs.readFileSync(WEBHOOK_TLS.cert), key: fs.readFileSync(WEBHOOK_TLS.key) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `https://127.0.0.1:${port}/hooks/kontor`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
};

/** The receiver's check of docs/webhooks.md: HMAC-SHA256 of `<t>.<body>` with the secret, and a fresh timestamp. */
const signedBy = (secret: string, delivery: Delivery): boolean => {
  const header = String(delivery.headers['kontor-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2)));
  const stamp = Number(parts.t);
  if (!Number.isInteger(stamp) || Math.abs(Date.now() / 1000 - stamp) > 300 || typeof parts.v1 !== 'string') return false;
  const expected = crypto.createHmac('sha256', secret).update(`${stamp}.${delivery.body}`).digest('hex');
  return parts.v1.length === expected.length && crypto.timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
};

/** A call of the API as the company's bookkeeping system makes it: with the key, from outside the browser. */
const withKey = (key: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${E2E_BASE_URL}/api/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${key}`, accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });

/** The one-time secret the page shows, read from its read-only field, and copied with its button. */
const readOnce = async (page: Page, label: string): Promise<string> => {
  const field = page.getByRole('textbox', { name: label });
  await expect(field).toHaveAttribute('readonly', '');
  const value = await field.inputValue();
  await page.getByRole('button', { name: t('app.connect.secret.copy') }).click();
  await expect(page.getByText(t('app.connect.secret.copied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  return value;
};

test('Connecting the company’s systems: an API key read once, used and revoked; a signed webhook delivery, sent again', async ({ page, context }) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const receiver = await startReceiver();
  try {
    const me = await openAsColleague(page, 'manager@kontor.test');
    const stamp = Date.now().toString(36);
    const keyName = `Bookkeeping ${stamp}`;

    // An API key for the bookkeeping system: every scope, made with the manager's code, shown once.
    await page.goto('/manager/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: t('app.connect.api_keys.title') })).toBeVisible();
    await page.getByRole('link', { name: t('app.connect.api_keys.create') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('app.connect.api_keys.create') })).toBeVisible();
    await typeInto(page.getByRole('textbox', { name: t('resources.api-keys.fields.name') }), keyName);
    await expect(page.getByRole('checkbox', { name: t('app.connect.api_keys.scopes.accounts:read') })).toBeChecked();
    await page.getByRole('checkbox', { name: t('app.connect.api_keys.scopes.transactions:read') }).check();
    await page.getByRole('checkbox', { name: t('app.connect.api_keys.scopes.payments:create') }).check();
    await page.getByRole('button', { name: t('app.connect.api_keys.save') }).click();
    await confirmCodeIn(page, t, me);
    await expect(page.getByText(t('app.connect.secret.key_text'))).toBeVisible();
    const key = await readOnce(page, t('app.connect.secret.key_label'));
    expect(key).toMatch(/^kk_[A-Za-z0-9_-]{43}$/);
    await page.getByRole('link', { name: t('app.connect.secret.done') }).click();
    const keyRow = page.getByTestId('api-key-row').filter({ hasText: keyName });
    await expect(keyRow).toContainText(t('app.connect.api_keys.never_used'));
    await expect(keyRow).toContainText(key.slice(0, 11));
    // The list never holds the key again.
    await expect(page.getByText(key)).toHaveCount(0);

    // The system lists the accounts with it.
    const listed = await withKey(key, 'manager/bank-accounts?per_page=100');
    expect(listed.status).toBe(200);
    const accounts = ((await listed.json()) as { data: Account[] }).data;
    const eur = accounts.find((a) => a.currency === 'EUR');
    expect(eur, 'a EUR account of the company').toBeDefined();
    if (!eur) return;
    await page.reload();
    await expect(keyRow).not.toContainText(t('app.connect.api_keys.never_used'));

    // A webhook endpoint on the receiver, for the payments' events: its signing secret shown once.
    await page.goto('/manager/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: t('app.connect.webhooks.title') })).toBeVisible();
    await page.getByRole('link', { name: t('app.connect.webhooks.create') }).click();
    await typeInto(page.getByRole('textbox', { name: t('resources.webhooks.fields.url') }), receiver.url);
    await expect(page.getByRole('checkbox', { name: eventName('payment.created') })).toBeChecked();
    await page.getByRole('button', { name: t('app.connect.webhooks.save') }).click();
    await confirmCodeIn(page, t, me);
    await expect(page.getByText(t('app.connect.secret.secret_text'))).toBeVisible();
    const secret = await readOnce(page, t('app.connect.secret.secret_label'));
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('link', { name: t('app.connect.secret.done') }).click();
    await page.getByTestId('webhook-row').filter({ hasText: receiver.url }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('app.connect.webhooks.show') })).toBeVisible();
    await expect(page.getByText(t('app.connect.deliveries.empty'))).toBeVisible();
    const endpointPage = page.url();
    expect(await axeViolations(page)).toEqual([]);

    // The system asks for a payment: nothing is paid until the manager approves it with their code.
    const payee = `Supplier ${stamp}`;
    const asked = await withKey(key, 'manager/api-payments/iban', {
      method: 'POST',
      body: { bank_account_id: eur.id, amount: '12.34', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: payee, customer_iban: newGermanIban(), customer_country: 'DE', customer_ref_message: `Invoice ${stamp}` },
    });
    expect(asked.status, await asked.clone().text()).toBe(202);
    await page.goto('/manager/api-payments');
    await expect(page.getByRole('heading', { level: 1, name: t('app.connect.api_payments.title') })).toBeVisible();
    const paymentRow = page.getByTestId('api-payment-row').filter({ hasText: payee });
    await expect(paymentRow).toContainText(t('app.connect.api_payments.statuses.awaiting_confirmation'));
    expect(receiver.received).toHaveLength(0);
    await paymentRow.getByRole('button', { name: new RegExp(`^${t('app.connect.api_payments.approve')}: `) }).click();
    await expect(page.getByRole('dialog', { name: t('app.two_factor.title') })).toContainText(payee);
    await confirmCodeIn(page, t, me);
    await expect(page.getByText(t('app.connect.api_payments.approved'))).toBeVisible();
    await expect(paymentRow).toContainText(t('app.connect.api_payments.statuses.confirmed'));

    // The receiver gets the payment's event, signed with the endpoint's secret.
    const created = () => receiver.received.filter((d) => d.headers['kontor-event'] === 'payment.created');
    await expect.poll(() => created().length, { timeout: 30_000 }).toBe(1);
    const [first] = created();
    if (!first) return;
    expect(signedBy(secret, first)).toBe(true);
    expect(signedBy('whsec_someone-else', first)).toBe(false);
    const event = JSON.parse(first.body) as { type: string; delivery_id: number; data: { amount: string; currency: string; beneficiary: string } };
    expect(event).toMatchObject({ type: 'payment.created', data: { amount: '12.34', currency: 'EUR', beneficiary: payee } });
    expect(first.headers['kontor-delivery']).toBe(String(event.delivery_id));

    // Its delivery is listed with the receiver's answer; "Send again" delivers it once more, signed anew.
    await page.goto(endpointPage);
    const deliveryRow = page.locator(`[data-testid="delivery-row"][data-delivery="${event.delivery_id}"]`);
    await expect(deliveryRow).toHaveAttribute('data-status', 'delivered');
    await expect(deliveryRow).toContainText(t('app.connect.deliveries.answer', { code: 200 }));
    await expect(deliveryRow).toContainText(eventName('payment.created'));
    await deliveryRow.getByRole('button', { name: t('app.connect.deliveries.redeliver_named', { id: event.delivery_id }) }).click();
    await expect(page.getByText(t('app.connect.deliveries.redelivered'))).toBeVisible();
    await expect.poll(() => created().length, { timeout: 30_000 }).toBe(2);
    const again = created()[1];
    expect(again && signedBy(secret, again)).toBe(true);
    expect(again?.headers['kontor-delivery']).toBe(String(event.delivery_id));
    expect(JSON.parse(again?.body ?? '{}')).toEqual(event);
    await expect(deliveryRow).toHaveAttribute('data-status', 'delivered');
    await expect(deliveryRow).toHaveAttribute('data-attempts', '2');
    expect(await axeViolations(page)).toEqual([]);

    // The key is revoked after a confirmation, and refused from then on.
    await page.goto('/manager/api-keys');
    await keyRow.getByRole('button', { name: t('app.connect.api_keys.revoke_named', { name: keyName }) }).click();
    const confirm = page.getByRole('dialog', { name: t('app.connect.api_keys.revoke_title') });
    await expect(confirm).toContainText(t('app.connect.api_keys.revoke_confirm', { name: keyName }));
    await confirm.getByRole('button', { name: t('app.connect.api_keys.revoke') }).click();
    await expect(page.getByText(t('app.connect.api_keys.revoked_done'))).toBeVisible();
    await expect(keyRow).toContainText(t('app.connect.api_keys.revoked', { date: '' }).trim());
    expect((await withKey(key, 'manager/bank-accounts')).status).toBe(401);

    // The endpoint is removed: nothing more is sent to it.
    await page.goto('/manager/webhooks');
    const hookRow = page.getByTestId('webhook-row').filter({ hasText: receiver.url });
    await hookRow.getByRole('button', { name: t('app.connect.webhooks.delete_named', { url: receiver.url }) }).click();
    await page.getByRole('dialog', { name: t('app.connect.webhooks.delete_title') }).getByRole('button', { name: t('app.connect.webhooks.delete') }).click();
    await expect(page.getByText(t('app.connect.webhooks.deleted'))).toBeVisible();
    await expect(hookRow).toHaveCount(0);

    // The bookkeeping's payment batch, a pain.001 file, is taken by the import page like a spreadsheet: no sheet to show, the server's preview.
    expect(eur.iban, 'the EUR account has an IBAN').toBeTruthy();
    await page.goto('/manager/payments/import');
    await expect(page.getByText(t('app.imports.form.upload_label'))).toBeVisible();
    await page.getByRole('combobox', { name: t('app.imports.form.bank_account') }).click();
    await page.getByRole('option', { name: new RegExp(`^${eur.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `) }).first().click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByText(t('app.imports.form.choose_file')).click();
    const batch = `batch-${stamp}.xml`;
    await (await chooser).setFiles({ name: batch, mimeType: 'application/xml', buffer: painBatch(eur.iban ?? '', [{ name: `North ${stamp}`, iban: newGermanIban(), amount: 1000 }, { name: `South ${stamp}`, iban: newGermanIban(), amount: 234.56 }]) });
    await expect(page.getByText(batch)).toBeVisible();
    await page.getByTestId('import-submit').click();
    await expect(page.locator('[data-stat="transactions"]')).toHaveText('2');
    await expect(page.locator('[data-stat="total_amount"]')).toHaveText('€1,234.56');
    await expect(page.getByText(t('app.imports.form.unreadable'))).toHaveCount(0);
    await expect(page.getByTestId('import-submit')).toHaveText(t('app.imports.form.create'));
  } finally {
    await receiver.close();
  }
});
