import { DEFAULT_PAYMENT_AMOUNT } from '../../contract/constants';
import type { FormActionMode } from '../../contract/enums';
import type { FormState } from './engine/types';
import type { WithdrawalShortcuts } from './queryShortcuts';
import { allServices } from './rules/services';

/** The withdrawal's starting values: defaults of document 1 section 3 and document 2 section 9, then the query shortcuts. */
export const withdrawalInitial = (q: WithdrawalShortcuts, action: FormActionMode, portalAvailable: boolean): FormState => {
  const values: FormState = {
    amount: q.amt ?? DEFAULT_PAYMENT_AMOUNT,
    bank_account_id: q.aid ?? '',
    customer_legal_type: 'company',
    transfer_service: 'sepa',
    transmission_protocol_id: 'SEPA',
    iban_transfer_services: allServices(portalAvailable),
    has_intermediary_bank: false,
  };
  if (q.tid) values.to_account_id = q.tid;
  if (q.ag) values.selected_agent_id = q.ag;
  if (q.rp && portalAvailable) values.portal_service = q.rp;
  if (q.rp_acct) values.portal_destination_account_id = q.rp_acct;
  if (q.fx) values.is_flexpsp_deposit = true;
  if (q.tx && action !== 'create') values.original_transaction_id = q.tx;
  if (q.tpl) values.payment_template_id = q.tpl;
  return values;
};
