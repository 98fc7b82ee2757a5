import { describe, expect, it } from 'vitest';
import type { PaymentTemplate } from '../../../../src/contract/templates';
import { prefillFromTemplate } from '../../../../src/portal/payments/prefill';
import { ownAccountInitial } from '../../../../src/portal/payments/ownAccountInitial';
import { parsePaymentShortcuts, parseWithdrawalShortcuts } from '../../../../src/portal/payments/queryShortcuts';
import { withdrawalInitial } from '../../../../src/portal/payments/withdrawalInitial';
import { templateBodyOf } from '../../../../src/portal/templates/templateBody';

/** Issue 40: a payment form started from a template, and a form saved as one. */

const template = (over: Partial<PaymentTemplate>): PaymentTemplate => ({
  id: 7, name: 'Office rent', kind: 'withdrawal', bank_account_id: 3, currency: 'EUR', to_account_id: null, amount: '1200.00', reference: 'Rent',
  transfer_service: 'sepa', payee: { transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Vermieter GmbH', customer_iban: 'DE89370400440532013000', customer_country: 'DE' },
  beneficiary: 'Vermieter GmbH (DE89370400440532013000)', created_at: '2026-12-08 00:00:00', updated_at: '2026-12-08 00:00:00', ...over,
});

describe('a payment form from a template', () => {
  it('reads the tpl shortcut into the form, whatever the action', () => {
    expect(parsePaymentShortcuts('tpl=7').tpl).toBe(7);
    expect(parsePaymentShortcuts('tpl=x').tpl).toBeUndefined();
    expect(withdrawalInitial(parseWithdrawalShortcuts('tpl=7'), 'create', false).payment_template_id).toBe(7);
    expect(ownAccountInitial('transfer', parsePaymentShortcuts('tpl=9'), 'create').payment_template_id).toBe(9);
    expect(withdrawalInitial(parseWithdrawalShortcuts(''), 'create', false).payment_template_id).toBeUndefined();
  });

  it('takes a withdrawal template’s source, payee, routing, reference and amount', () => {
    expect(prefillFromTemplate(template({}))).toEqual({
      bank_account_id: 3, amount: '1200.00', customer_ref_message: 'Rent', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Vermieter GmbH',
      customer_iban: 'DE89370400440532013000', customer_country: 'DE',
    });
  });

  it('leaves the amount to the person when the template has none, and fills the destination between own accounts', () => {
    expect(prefillFromTemplate(template({ kind: 'transfer', to_account_id: 4, amount: null, reference: null, payee: null, transfer_service: null }))).toEqual({ bank_account_id: 3, to_account_id: 4 });
  });
});

describe('a payment form saved as a template', () => {
  const form = { bank_account_id: 3, to_account_id: 4, amount: '50.00', customer_ref_message: 'Monthly', transfer_service: 'sepa', customer_iban: 'DE89370400440532013000', customer_name: 'Payee', customer_country: 'DE', customer_city: '', selected_agent_id: 12, iban_transfer_services: ['sepa'] };

  it('keeps a withdrawal’s payee and routing fields, not its picker, services list or empty fields', () => {
    expect(templateBodyOf('withdrawal', form, '  Rent ')).toEqual({
      name: 'Rent', kind: 'withdrawal', bank_account_id: 3, amount: '50.00', reference: 'Monthly', transfer_service: 'sepa', customer_iban: 'DE89370400440532013000', customer_name: 'Payee', customer_country: 'DE',
    });
  });

  it('keeps the destination of a payment between own accounts, and no amount when none was typed', () => {
    expect(templateBodyOf('exchange', { ...form, amount: '' }, 'Swap')).toEqual({ name: 'Swap', kind: 'exchange', bank_account_id: 3, to_account_id: 4, reference: 'Monthly' });
  });
});
