import type { BankAccount, ExchangeRate, GrandTotal } from '../../contract/entities';
import type { FormState } from './engine/types';
import type { FieldOption } from './PaymentField';

/** What each section of a payment form gets: the engine's values and errors, the change entry and the lock rule. */
export type SectionProps = {
  values: FormState;
  errors: Record<string, string>;
  onChange: (patch: FormState) => void;
  locked: (field: string) => boolean;
  countries: readonly FieldOption[];
};

/** The props of one field of a section. */
export const fieldProps = (p: SectionProps, name: string) => ({ name, values: p.values, errors: p.errors, onChange: p.onChange, disabled: p.locked(name) });

/** What every payment form gets from its page: the engine's values, errors and change entry, the send and its state. */
export type PaymentFormProps = {
  values: FormState;
  errors: Record<string, string>;
  onChange: (patch: FormState) => void;
  onSubmit: () => void;
  busy: boolean;
  /** The send's message (a refusal the form shows above its button). */
  message: string | null;
};

/** A payment between own accounts at a shown rate (transfer, exchange, convert, crypto buy and sell). */
export type QuotedFormProps = PaymentFormProps & {
  /** The accounts and the transfer map have loaded. */
  ready: boolean;
  sources: readonly BankAccount[];
  destinations: readonly BankAccount[];
  total: GrandTotal | null;
  rate: ExchangeRate | null;
  timer: number;
  /** The server refused the quote the last send carried: a new one is shown (issue 38). */
  quoteRenewed?: boolean;
};
