/** The answers of the PSP calls (manager/flexpsp/…), as the reference server gives them (docs/psp.md). */
export type PspMerchant = {
  provider: string;
  merchant_id: string;
  website: string | null;
  token_hint: string;
  token_issued_at: string;
  signed_up_at: string;
};

/** Sign-up and token revocation: the merchant with its new token, shown once. */
export type PspMerchantWithToken = PspMerchant & { token: string };

export type PspAccountRecord = {
  id: number;
  bank_account_id: number;
  bank_account: { id: number; name: string; currency: string; iban: string | null };
  account_type: string;
  external_id: string;
  account_fields: { active: boolean };
  created_at: string;
};

export type PspPayment = {
  id: string;
  status: string;
  amount: string;
  currency: string;
  reference: string;
  description: string | null;
  created_at: string;
  funding: { beneficiary_name: string; iban: string; bic: string; country: string; transfer_service: 'sepa' | 'fps_chaps' | 'swift' };
  deposit: { transaction_id: number; status: string } | null;
  /** The company's PSP funding account in the payment's currency, if any. */
  bank_account_id: number | null;
};

export const PSP_ACCOUNT_TYPES = ['settlement', 'funding'] as const;

export const PSP_PATHS = {
  overview: '/manager/psp-portal',
  accounts: '/manager/psp-portal/accounts',
  signUp: '/manager/psp-portal/sign-up',
  integration: '/manager/psp-portal/integration',
} as const;

/** The withdrawal form opened as a PSP deposit of one PSP payment (the fx shortcut). */
export const pspDepositPath = (paymentId: string): string => `/manager/payments/withdrawal/create?fx=${encodeURIComponent(paymentId)}`;
