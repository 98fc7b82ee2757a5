import { ApiError } from '../../providers/ApiError';
import type { LookupKind } from '../../providers/lookup';
import type { AfterChange, EngineHandle, FormState } from '../engine/types';
import { blank, changed } from '../engine/types';
import type { AgentOption, WithdrawalContext } from './context';
import { isBicShaped, isIbanShaped } from './ibanShape';

type BankAnswer = Partial<Record<'bank_swift' | 'bank_name' | 'bank_address' | 'bank_city' | 'bank_country', string | null>>;

const BANK = ['bank_swift', 'bank_name', 'bank_address', 'bank_city', 'bank_country'] as const;

const fill = (engine: EngineHandle, answer: BankAnswer, prefix: string) => {
  const patch: FormState = {};
  for (const f of BANK) {
    const value = answer[f];
    if (value) patch[`${prefix}${f}`] = value;
  }
  if (Object.keys(patch).length > 0) engine.change(patch);
};

/** Runs a lookup; a newer one of the same kind cancels it (providers/lookup.ts), a missing bank leaves the fields to the user. */
const quietly = async <T>(context: WithdrawalContext, kind: LookupKind, query: Record<string, string>): Promise<T | null> => {
  try {
    return await context.lookup<T>(kind, query);
  } catch {
    // Cancelled by a newer lookup (isAbortError) or no bank found: nothing to fill either way.
    return null;
  }
};

/** The server's IBAN check (wrong check digit, unknown country…) as the IBAN field's message. */
const ibanRefusal = (error: unknown): string | null => {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const messages = error.errors.iban ?? error.errors.customer_iban;
  return messages && messages.length > 0 ? messages.join('\n') : error.message;
};

/**
 * IBAN bank and beneficiary-by-IBAN autofill, when an IBAN-shaped value is entered (the field was
 * left: see PaymentField's 'leave' entry). The server's check of the IBAN shows on the field at once,
 * before anything is sent (issue 21 item 3).
 */
export const ibanLookups: AfterChange<WithdrawalContext> = {
  name: 'ibanLookups',
  run: async (values, prev, context, engine) => {
    if (!changed(values, prev, 'customer_iban')) return;
    engine.setExtra('ibanCheck', null);
    if (!isIbanShaped(values.customer_iban)) return;
    const iban = String(values.customer_iban).toUpperCase();
    // A chosen beneficiary brings its own bank: its IBAN is checked, nothing is filled.
    const autofill = blank(values.selected_agent_id);
    const [bank, agent] = await Promise.all([
      context.lookup<BankAnswer>('ibanBank', { iban }).then(
        (answer) => ({ answer, refusal: null }),
        (error: unknown) => ({ answer: null, refusal: ibanRefusal(error) }),
      ),
      autofill ? quietly<AgentOption>(context, 'beneficiaryByIban', { iban }) : null,
    ]);
    if (engine.values().customer_iban !== values.customer_iban) return;
    if (bank.refusal) engine.setExtra('ibanCheck', { customer_iban: bank.refusal });
    if (autofill && bank.answer) fill(engine, { ...bank.answer, bank_swift: bank.answer.bank_swift ?? null }, '');
    if (agent) engine.change({ focused_agent_id: agent.id });
  },
};

/** SWIFT bank and intermediary SWIFT autofill. */
export const swiftLookups: AfterChange<WithdrawalContext> = {
  name: 'swiftLookups',
  run: async (values, prev, context, engine) => {
    if (changed(values, prev, 'bank_swift') && isBicShaped(values.bank_swift) && blank(values.selected_agent_id)) {
      const bank = await quietly<BankAnswer>(context, 'swiftBank', { swift: String(values.bank_swift).toUpperCase() });
      if (bank && engine.values().bank_swift === values.bank_swift) fill(engine, { ...bank, bank_swift: null }, '');
    }
    if (changed(values, prev, 'intermediary_bank_swift') && isBicShaped(values.intermediary_bank_swift)) {
      const bank = await quietly<BankAnswer>(context, 'intermediarySwift', { swift: String(values.intermediary_bank_swift).toUpperCase() });
      if (bank && engine.values().intermediary_bank_swift === values.intermediary_bank_swift) fill(engine, { ...bank, bank_swift: null }, 'intermediary_');
    }
  },
};
