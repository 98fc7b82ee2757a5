import { formatMinor } from '../../ledger/money';
import { FIAT_SUB_UNIT } from '../../ledger/currencies';
import type { PspPayment } from './adapter';
import type { PspLinkRow } from './access';

/** The company's merchant at the PSP, as the portal shows it (never the token, only its last characters). */
export const merchantResource = (link: PspLinkRow) => ({
  provider: link.provider,
  merchant_id: link.merchant_id,
  website: link.website,
  token_hint: link.token_hint,
  token_issued_at: link.token_issued_at,
  signed_up_at: link.created_at,
});

export type PspAccountListRow = {
  id: number;
  bank_account_id: number;
  account_type: string;
  external_id: string;
  active: number;
  created_at: string;
  name: string;
  currency: string;
  iban: string | null;
};

export const pspAccountResource = (r: PspAccountListRow) => ({
  id: r.id,
  bank_account_id: r.bank_account_id,
  bank_account: { id: r.bank_account_id, name: r.name, currency: r.currency, iban: r.iban },
  account_type: r.account_type,
  external_id: r.external_id,
  account_fields: { active: r.active === 1 },
  created_at: r.created_at,
});

export type DepositState = { transaction_id: number; status: string } | null;

export const paymentResource = (p: PspPayment, deposit: DepositState, suggestedAccountId: number | null) => ({
  id: p.paymentId,
  status: p.status,
  amount: formatMinor(p.amount, FIAT_SUB_UNIT),
  currency: p.currency,
  reference: p.reference,
  description: p.description,
  created_at: p.createdAt,
  funding: { beneficiary_name: p.funding.beneficiaryName, iban: p.funding.iban, bic: p.funding.bic, country: p.funding.country, transfer_service: p.funding.transferService },
  deposit,
  /** The company's PSP funding account in the payment's currency, if it attached one: the source the portal proposes. */
  bank_account_id: suggestedAccountId,
});
