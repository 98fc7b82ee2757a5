import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ApiError } from '../providers/ApiError';
import { dataProvider } from '../providers/dataProvider';
import { isAbortError, type LookupKind } from '../providers/lookup';

type BankAnswer = { bank_swift?: string; bank_name?: string; bank_address?: string; bank_city?: string; bank_country?: string; country?: string; sort_code?: string | null };

const BANK_FIELDS = ['bank_swift', 'bank_name', 'bank_address', 'bank_city', 'bank_country'] as const;

/** The server's sentences when a lookup finds no bank (it answers `data: null`; the server-text catalogue translates them). */
const NO_BANK: Partial<Record<LookupKind, string>> = {
  ibanBank: 'No bank was found for this IBAN.',
  swiftBank: 'No bank was found for this SWIFT/BIC code.',
};

/** IBAN shape of document 1 section 5 (spaces ignored). */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{4}\d{7}[A-Z0-9]{0,16}$/;
const BIC_SHAPE = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/**
 * Fills the bank fields from externals/iban or externals/swift when the IBAN or SWIFT field is left.
 * A newer lookup of a kind cancels the older one (providers/lookup.ts); a bank not in the directory
 * just leaves the fields for the user.
 */
export const useBankAutofill = () => {
  const { getValues, setValue } = useFormContext();
  const translate = useTranslate();
  const [message, setMessage] = useState<string | null>(null);
  // The country this hook put in from an IBAN: a later IBAN may replace it, never one the person chose.
  const ibanCountry = useRef<string | null>(null);

  const run = async (kind: LookupKind, query: Record<string, string>) => {
    setMessage(null);
    try {
      const bank = await dataProvider.lookup<BankAnswer | null>(kind, { query, errorContext: 'silent' });
      if (!bank) {
        const sentence = NO_BANK[kind];
        setMessage(sentence ? translate(sentence, { _: sentence }) : null);
        return;
      }
      for (const field of BANK_FIELDS) {
        const value = bank[field];
        if (value) setValue(field, value, { shouldDirty: true });
      }
      if (kind === 'ibanBank' && bank.sort_code) setValue('sort_code', bank.sort_code, { shouldDirty: true });
      if (!getValues('country') && bank.country) setValue('country', bank.country, { shouldDirty: true });
    } catch (error) {
      if (isAbortError(error)) return;
      setMessage(error instanceof ApiError ? error.message : null);
    }
  };

  const onIbanBlur = () => {
    const iban = String(getValues('iban') ?? '').replace(/\s+/g, '').toUpperCase();
    if (!IBAN_SHAPE.test(iban)) return;
    // An IBAN names its country: the payee's country follows it at once, whether or not the bank is known (issue 43).
    const country = String(getValues('country') ?? '');
    if (country === '' || country === ibanCountry.current) {
      ibanCountry.current = iban.slice(0, 2);
      setValue('country', ibanCountry.current, { shouldDirty: true, shouldValidate: true });
    }
    void run('ibanBank', { iban });
  };
  const onSwiftBlur = () => {
    const swift = String(getValues('bank_swift') ?? '').trim().toUpperCase();
    if (BIC_SHAPE.test(swift)) void run('swiftBank', { swift });
  };
  return { onIbanBlur, onSwiftBlur, message };
};
