import { describe, expect, it } from 'vitest';
import type { BankAccount } from '../../../../src/contract/entities';
import { applyBeforeChange } from '../../../../src/portal/payments/engine/applyBeforeChange';
import { beneficiarySelect, PAYEE_FIELDS } from '../../../../src/portal/payments/rules/beneficiarySelect';
import type { AgentOption, WithdrawalContext } from '../../../../src/portal/payments/rules/context';
import { ibanServices } from '../../../../src/portal/payments/rules/ibanServices';
import { isLockedByPortal, portalLock } from '../../../../src/portal/payments/rules/portalLock';
import { paymentServiceFields } from '../../../../src/portal/payments/rules/paymentServiceFields';
import { protocolFollowsService } from '../../../../src/portal/payments/rules/protocolFollowsService';
import { individualClearsSector, sectorClearsIndustry } from '../../../../src/portal/payments/rules/sectorRules';
import { serviceFollowsList } from '../../../../src/portal/payments/rules/serviceFollowsList';
import { stripIbanSpaces } from '../../../../src/portal/payments/rules/stripIbanSpaces';
import { withdrawalBefore } from '../../../../src/portal/payments/rules/withdrawalListeners';

const account = (id: number, payment_service: BankAccount['payment_service']) => ({ id, payment_service, transmission_protocols_disabled: [] }) as unknown as BankAccount;
const agent = (over: Partial<AgentOption>): AgentOption => ({
  id: 1, name: 'Acme', legal_type: 'company', iban: null, bank_account: null, sort_code: null, country: 'DE', bank_swift: null, bank_name: null, ...over,
});
const ctx: WithdrawalContext = {
  accounts: [account(1, 'free_market'), account(2, 'bcb'), account(3, null)],
  agents: [agent({ id: 1, iban: 'DE89370400440532013000', company_name: 'Acme GmbH' }), agent({ id: 2, bank_account: '31926819', sort_code: '601613', country: 'GB' }), agent({ id: 3, bank_account: '12345', country: 'US' })],
  portalAvailable: false,
  grandTotal: () => Promise.reject(new Error('unused')),
  loadTransaction: () => Promise.reject(new Error('unused')),
  lookup: () => Promise.reject(new Error('unused')),
  loadAgent: () => Promise.reject(new Error('unused')),
};

describe('stripIbanSpaces', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', { customer_iban: 'DE89370400440532013000' }],
    ['DE89370400440532013000', null],
    [undefined, null],
  ])('%s', (iban, expected) => expect(stripIbanSpaces.run({ customer_iban: iban }, {}, null)).toEqual(expected));
});

describe('ibanServices', () => {
  it.each([
    ['IBAN-shaped: all services, account cleared', { customer_iban: 'DE89370400440532013000', customer_account: '1', transfer_service: 'swift' }, { iban_transfer_services: ['sepa', 'fps_chaps', 'swift', 'israel'], customer_account: '' }],
    ['non-IBAN: swift and israel', { customer_iban: '12345678', transfer_service: 'swift' }, { iban_transfer_services: ['swift', 'israel'] }],
    ['non-IBAN with sepa: value moves to the account', { customer_iban: '12345678', transfer_service: 'sepa' }, { iban_transfer_services: ['swift', 'israel'], customer_account: '12345678', customer_iban: '' }],
    ['blank: nothing', { customer_iban: '' }, null],
    ['portal service: its own list', { customer_iban: '12345678', portal_service: 'bcb' }, null],
  ])('%s', (_, next, expected) => expect(ibanServices.run(next, { customer_iban: 'x' }, ctx)).toEqual(expected));

  it('offers portal when the company has a portal service', () => {
    expect(ibanServices.run({ customer_iban: 'DE89370400440532013000' }, {}, { portalAvailable: true })?.iban_transfer_services).toContain('portal');
  });
  it('does nothing when the IBAN did not change', () => {
    expect(ibanServices.run({ customer_iban: '123' }, { customer_iban: '123' }, ctx)).toBeNull();
  });
});

describe('serviceFollowsList', () => {
  it.each([
    [{ iban_transfer_services: ['swift', 'israel'], transfer_service: 'sepa' }, { transfer_service: 'swift' }],
    [{ iban_transfer_services: ['swift', 'israel'], transfer_service: 'israel' }, null],
    [{ iban_transfer_services: [], transfer_service: 'sepa' }, null],
  ])('%j', (next, expected) => expect(serviceFollowsList.run(next, {}, null)).toEqual(expected));
});

describe('protocolFollowsService', () => {
  it.each([
    ['sepa', 'SEPA'], ['portal', 'PORTAL_TRANSFER'], ['fps_chaps', 'FPS_CHAPS'], ['swift', 'SWIFT'], ['israel', 'SWIFT'],
  ])('%s → %s', (service, protocol) => expect(protocolFollowsService.run({ transfer_service: service }, {}, null)).toEqual({ transmission_protocol_id: protocol }));
  it('leaves a matching protocol', () => expect(protocolFollowsService.run({ transfer_service: 'sepa', transmission_protocol_id: 'SEPA' }, {}, null)).toBeNull());
});

describe('sector rules', () => {
  it.each([
    [{ customer_legal_type: 'individual', free_market_sector_id: '1' }, { free_market_sector_id: '' }],
    [{ customer_legal_type: 'company', free_market_sector_id: '1' }, null],
  ])('individual clears the sector %j', (next, expected) => expect(individualClearsSector.run(next, {}, null)).toEqual(expected));
  it.each([
    ['sector changed', { free_market_sector_id: '2', free_market_industry_id: '101' }, { free_market_sector_id: '1', free_market_industry_id: '101' }, { free_market_industry_id: '' }],
    ['sector and industry together', { free_market_sector_id: '2', free_market_industry_id: '201' }, { free_market_sector_id: '1', free_market_industry_id: '101' }, null],
    ['sector unchanged', { free_market_sector_id: '1', free_market_industry_id: '102' }, { free_market_sector_id: '1', free_market_industry_id: '101' }, null],
  ])('%s', (_, next, prev, expected) => expect(sectorClearsIndustry.run(next, prev, null)).toEqual(expected));
});

describe('paymentServiceFields', () => {
  const filled = { free_market_sector_id: '1', free_market_industry_id: '101', free_market_payment_purpose_id: '3', bcb_purpose_code: 'P1' };
  it.each([
    ['free market keeps its fields', 1, { bcb_purpose_code: '' }],
    ['bcb keeps the code', 2, { free_market_sector_id: '', free_market_industry_id: '', free_market_payment_purpose_id: '' }],
    ['neither clears both', 3, { free_market_sector_id: '', free_market_industry_id: '', free_market_payment_purpose_id: '', bcb_purpose_code: '' }],
  ])('%s', (_, id, expected) => expect(paymentServiceFields.run({ ...filled, bank_account_id: id }, {}, ctx)).toEqual(expected));
});

describe('beneficiarySelect', () => {
  it('fills the fields of the chosen beneficiary', () => {
    const out = beneficiarySelect.run({ selected_agent_id: 1 }, {}, ctx);
    expect(out).toMatchObject({ customer_iban: 'DE89370400440532013000', customer_name: 'Acme GmbH', customer_country: 'DE', customer_legal_type: 'company' });
  });
  it.each([
    ['with a sort code: fps_chaps', 2, 'fps_chaps', '601613'],
    ['without: swift', 3, 'swift', ''],
  ])('a beneficiary without IBAN %s', (_, id, service, sortCode) => {
    expect(beneficiarySelect.run({ selected_agent_id: id }, {}, ctx)).toMatchObject({ transfer_service: service, customer_sort_code: sortCode, customer_iban: '' });
  });
  it('deselect resets the payee fields and the legal type returns to company', () => {
    const out = beneficiarySelect.run({ selected_agent_id: '', customer_legal_type: 'individual' }, { selected_agent_id: 1 }, ctx) ?? {};
    expect(out.customer_legal_type).toBe('company');
    for (const f of PAYEE_FIELDS) expect(out[f]).toBe('');
  });
  it('ignores an unchanged selection', () => expect(beneficiarySelect.run({ selected_agent_id: 1 }, { selected_agent_id: 1 }, ctx)).toBeNull());
});

describe('portalLock', () => {
  it.each([
    [{ portal_service: 'bcb', transfer_service: 'sepa' }, { iban_transfer_services: ['portal'], transfer_service: 'portal' }],
    [{ portal_service: 'bcb', transfer_service: 'portal', iban_transfer_services: ['portal'] }, null],
    [{ portal_service: '', transfer_service: 'sepa' }, null],
  ])('%j', (next, expected) => expect(portalLock.run(next, {}, null)).toEqual(expected));
  it('locks every field but the reference message', () => {
    expect(isLockedByPortal({ portal_service: 'bcb' }, 'customer_name')).toBe(true);
    expect(isLockedByPortal({ portal_service: 'bcb' }, 'customer_ref_message')).toBe(false);
    expect(isLockedByPortal({ portal_service: '' }, 'customer_name')).toBe(false);
  });
});

describe('the withdrawal rules together', () => {
  it('a pasted IBAN with spaces ends with all services, sepa kept and its protocol', () => {
    const out = applyBeforeChange(withdrawalBefore, { bank_account_id: 3, transfer_service: 'sepa', customer_iban: 'DE89 3704 0044 0532 0130 00' }, {}, ctx);
    expect(out).toMatchObject({ customer_iban: 'DE89370400440532013000', transfer_service: 'sepa', transmission_protocol_id: 'SEPA' });
  });
  it('an account number typed with sepa selected moves, and the service becomes swift', () => {
    const out = applyBeforeChange(withdrawalBefore, { bank_account_id: 3, transfer_service: 'sepa', customer_iban: '987654' }, { customer_iban: '98765' }, ctx);
    expect(out).toMatchObject({ customer_iban: '', customer_account: '987654', transfer_service: 'swift', transmission_protocol_id: 'SWIFT', iban_transfer_services: ['swift', 'israel'] });
  });
});
