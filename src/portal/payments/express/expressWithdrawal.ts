import type { BankAccount } from '../../../contract/entities';
import { blank, type FormState } from '../engine/types';
import type { AgentOption } from '../rules/context';
import { isLockedByPortal } from '../rules/portalLock';
import { accountOnlyServices } from '../rules/services';
import { isCompanyName, type ExpressData, type ExpressKey } from './expressTypes';
import { compactIban } from './ibanCheck';

/** What became of one recognised detail: its outcome is a key under app.express.outcomes. */
export type ExpressOutcome = { key: ExpressKey; value: string; outcome: string; args?: Record<string, string> };

/** The changes to apply one after the other (a deselect first, so its reset does not undo the fill) and the report. */
export type ExpressFill = { patches: FormState[]; outcomes: ExpressOutcome[] };

type WithdrawalFillInput = {
  values: FormState;
  agents: readonly AgentOption[];
  accounts: readonly BankAccount[];
  countries: readonly string[];
};

const PAYEE_TARGETS: Partial<Record<ExpressKey, string>> = {
  bic: 'bank_swift', street: 'customer_street', building_number: 'customer_building_number', post_code: 'customer_post_code', city: 'customer_city', bank_name: 'bank_name',
};

/**
 * The withdrawal form's changes for recognised payment details: a saved beneficiary with that IBAN is
 * chosen (its own fields then fill the payee), otherwise the new-beneficiary fields are filled; the
 * amount, the reference, and a source account in the invoice's currency when the chosen one is in
 * another. Fields a portal payment fixes are left alone. Nothing is submitted.
 */
export const expressWithdrawalFill = (data: ExpressData, { values, agents, accounts, countries }: WithdrawalFillInput): ExpressFill => {
  const { fields } = data;
  const patches: FormState[] = [];
  const outcomes: ExpressOutcome[] = [];
  const patch: FormState = {};
  const put = (key: ExpressKey, field: string, value: string) => {
    if (isLockedByPortal(values, field)) return outcomes.push({ key, value, outcome: 'locked' });
    patch[field] = value;
    return outcomes.push({ key, value, outcome: data.derived.includes(key) ? 'from_iban' : 'filled' });
  };

  const agent = fields.iban ? agents.find((a) => a.iban !== null && compactIban(a.iban) === fields.iban) : undefined;
  if (agent && !isLockedByPortal(values, 'selected_agent_id')) {
    patches.push({ selected_agent_id: String(agent.id) });
    outcomes.push({ key: 'iban', value: fields.iban ?? '', outcome: 'beneficiary', args: { name: agent.name } });
    for (const key of ['bic', 'name', 'street', 'building_number', 'post_code', 'city', 'country', 'bank_name', 'account_number', 'sort_code'] as const) {
      const value = fields[key];
      if (value !== undefined) outcomes.push({ key, value, outcome: 'from_beneficiary' });
    }
  } else {
    if (!blank(values.selected_agent_id) && !isLockedByPortal(values, 'selected_agent_id')) patches.push({ selected_agent_id: '' });
    if (fields.iban) put('iban', 'customer_iban', fields.iban);
    else if (fields.account_number) {
      put('account_number', 'customer_account', fields.account_number);
      if (fields.sort_code) {
        put('sort_code', 'customer_sort_code', fields.sort_code);
        const services = accountOnlyServices(true);
        Object.assign(patch, { customer_iban: '', iban_transfer_services: services, transfer_service: services[0] });
      }
    }
    if (fields.iban) {
      for (const key of ['account_number', 'sort_code'] as const) {
        const value = fields[key];
        if (value !== undefined) outcomes.push({ key, value, outcome: 'iban_used' });
      }
    }
    if (fields.name) {
      const individual = values.customer_legal_type === 'individual' && !isCompanyName(fields.name) && fields.name.includes(' ');
      if (individual) {
        const at = fields.name.lastIndexOf(' ');
        put('name', 'customer_first_name', fields.name.slice(0, at));
        patch.customer_last_name = fields.name.slice(at + 1);
      } else {
        if (values.customer_legal_type !== 'company') patch.customer_legal_type = 'company';
        put('name', 'customer_name', fields.name);
      }
    }
    for (const [key, field] of Object.entries(PAYEE_TARGETS) as [ExpressKey, string][]) {
      const value = fields[key];
      if (value !== undefined) put(key, field, value);
    }
    if (fields.country !== undefined) {
      if (countries.includes(fields.country)) put('country', 'customer_country', fields.country);
      else outcomes.push({ key: 'country', value: fields.country, outcome: 'unknown_country' });
    }
  }

  if (fields.amount !== undefined) put('amount', 'amount', fields.amount);
  if (fields.currency !== undefined) {
    const source = accounts.find((a) => a.id === Number(values.bank_account_id));
    const payable = accounts.filter((a) => a.currency === fields.currency);
    if (source?.currency === fields.currency) outcomes.push({ key: 'currency', value: fields.currency, outcome: 'filled' });
    else if (payable[0] && !isLockedByPortal(values, 'bank_account_id')) {
      patch.bank_account_id = String(payable[0].id);
      outcomes.push({ key: 'currency', value: fields.currency, outcome: 'account_chosen', args: { currency: fields.currency } });
    }
    else outcomes.push({ key: 'currency', value: fields.currency, outcome: 'no_account', args: { currency: fields.currency } });
  }
  if (fields.reference !== undefined) put('reference', 'customer_ref_message', fields.reference);
  if (Object.keys(patch).length > 0) patches.push(patch);
  return { patches, outcomes };
};
