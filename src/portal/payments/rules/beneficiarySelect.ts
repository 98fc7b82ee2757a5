import type { BeforeChange, FormState } from '../engine/types';
import { blank, changed } from '../engine/types';
import type { AgentOption, WithdrawalContext } from './context';
import { accountOnlyServices } from './services';

/** The payee fields a beneficiary fills, and what a deselect resets. */
export const PAYEE_FIELDS = [
  'customer_iban', 'customer_account', 'customer_sort_code', 'customer_name', 'customer_first_name', 'customer_last_name',
  'customer_street', 'customer_building_number', 'customer_building_name', 'customer_post_code', 'customer_city', 'customer_country',
  'bank_swift', 'bank_name', 'bank_address', 'bank_city', 'bank_country', 'free_market_sector_id', 'free_market_industry_id',
] as const;

const text = (v: string | number | null | undefined): string => (v === null || v === undefined ? '' : String(v));

/** The withdrawal fields of a beneficiary; one without IBAN gets fps_chaps with a sort code, otherwise swift. */
export const agentFields = (agent: AgentOption): FormState => {
  const fields: FormState = {
    customer_legal_type: agent.legal_type,
    customer_iban: text(agent.iban),
    customer_account: agent.iban ? '' : text(agent.bank_account),
    customer_sort_code: text(agent.sort_code),
    customer_name: agent.legal_type === 'company' ? text(agent.company_name ?? agent.name) : '',
    customer_first_name: text(agent.first_name),
    customer_last_name: text(agent.last_name),
    customer_street: text(agent.street),
    customer_building_number: text(agent.building_number),
    customer_building_name: text(agent.building_name),
    customer_post_code: text(agent.zip_code),
    customer_city: text(agent.city),
    customer_country: text(agent.country),
    bank_swift: text(agent.bank_swift),
    bank_name: text(agent.bank_name),
    bank_address: text(agent.bank_address),
    bank_city: text(agent.bank_city),
    bank_country: text(agent.bank_country),
    free_market_sector_id: text(agent.free_market_sector_id),
    free_market_industry_id: text(agent.free_market_industry_id),
  };
  if (!agent.iban) {
    const services = accountOnlyServices(Boolean(agent.sort_code));
    fields.iban_transfer_services = services;
    fields.transfer_service = services[0];
  }
  return fields;
};

/** Selecting a beneficiary fills the fields; deselecting resets them and the legal type returns to company. */
export const beneficiarySelect: BeforeChange<Pick<WithdrawalContext, 'agents'>> = {
  name: 'beneficiarySelect',
  priority: 0,
  run: (next, prev, context) => {
    if (!changed(next, prev, 'selected_agent_id')) return null;
    if (blank(next.selected_agent_id)) {
      const reset: FormState = { customer_legal_type: 'company' };
      for (const f of PAYEE_FIELDS) reset[f] = '';
      return reset;
    }
    const agent = context.agents.find((a) => a.id === Number(next.selected_agent_id));
    return agent ? agentFields(agent) : null;
  },
};
