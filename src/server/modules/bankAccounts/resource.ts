import type { BankAccount, BankAccountRef } from '../../../contract/entities';
import type { BankAccountPaymentService, Currency, TransmissionProtocol } from '../../../contract/enums';
import { bool, minor } from '../../db/values';
import { currencyUnit } from '../../ledger/currencies';
import type { AccountRow } from '../../ledger/locks';
import { formatMinor } from '../../ledger/money';
import { disabledProtocols } from '../../ledger/transferMap';

/** A bank account as the portal reads it (document 1 section 3 "Bank account"). */
export const bankAccountResource = (a: AccountRow): BankAccount => ({
  id: a.id,
  company_id: a.company_id ?? 0,
  name: a.name,
  currency: a.currency as Currency,
  currency_unit: currencyUnit(a),
  iban: a.iban,
  account_number: a.account_number,
  bank_swift: a.bic,
  payment_service: a.payment_service as BankAccountPaymentService | null,
  balance: formatMinor(minor(a.balance), a.sub_unit),
  available_balance: formatMinor(minor(a.balance) - minor(a.reserved), a.sub_unit),
  transmission_protocols_disabled: disabledProtocols(a) as TransmissionProtocol[],
  selected: bool(a.selected),
  temporary_ibans: [],
  portal_service_active: bool(a.portal_service_active),
  psp_portal_accounts: [],
  created_at: a.created_at,
});

export const bankAccountRef = (a: Pick<AccountRow, 'id' | 'name' | 'currency' | 'iban'>): BankAccountRef => ({ id: a.id, name: a.name, currency: a.currency as Currency, iban: a.iban });
