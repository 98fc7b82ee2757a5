import { useEffect } from 'react';
import type { BankAccount, Transaction } from '../../contract/entities';
import type { FormActionMode } from '../../contract/enums';
import type { FormEngine } from './engine/createFormEngine';
import { blank } from './engine/types';
import { defaultAccountId } from './accountOptions';
import type { PaymentTemplate } from '../../contract/templates';
import { prefillFrom, prefillFromTemplate } from './prefill';

/** The original transaction each engine took its values from. */
const prefilledWith = new WeakMap<object, number>();
/** The payment template each engine took its values from. */
const templatedWith = new WeakMap<object, number>();

/**
 * Once the accounts arrive, an empty source becomes the default account (of `currency` when one is
 * preferred and the company has such an account); once the original
 * transaction of a repeat or return is loaded, the form takes its values (once); so it does from a
 * payment template (the tpl shortcut).
 */
export const usePrefillAndDefaults = <C>(engine: FormEngine<C, Transaction>, accounts: readonly BankAccount[], action: FormActionMode, currency?: string) => {
  const { values, extras } = engine.get();
  const original = extras.original as Transaction | null | undefined;
  const template = extras.template as PaymentTemplate | null | undefined;
  useEffect(() => {
    if (accounts.length > 0 && blank(values.bank_account_id) && blank(values.original_transaction_id)) engine.change({ bank_account_id: defaultAccountId(accounts, currency) });
  }, [accounts, engine, values.bank_account_id, values.original_transaction_id, currency]);
  useEffect(() => {
    // Once per engine and original: a page mounted again with the same engine (another language)
    // keeps what the person changed since.
    if (!original || prefilledWith.get(engine) === original.id) return;
    prefilledWith.set(engine, original.id);
    engine.change(prefillFrom(original, action));
  }, [original, action, engine]);
  useEffect(() => {
    if (!template || templatedWith.get(engine) === template.id) return;
    templatedWith.set(engine, template.id);
    engine.change(prefillFromTemplate(template));
  }, [template, engine]);
};
