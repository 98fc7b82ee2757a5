import { isBicShaped } from '../rules/ibanShape';
import { canonicalAmount } from './expressAmount';
import type { ExpressData, ExpressNote } from './expressTypes';
import { compactIban, isValidIban } from './ibanCheck';

/** Whether the text is an EPC QR code's content (EPC069-12): its first line is the service tag BCD. */
export const isEpcText = (lines: readonly string[]): boolean => lines.find((l) => l.trim() !== '')?.trim() === 'BCD';

/**
 * The SEPA credit transfer of an EPC QR code: BCD, version (001/002), character set, SCT, BIC, name,
 * IBAN, EUR amount, purpose, structured (RF) reference, unstructured text, note to the payer. A field
 * that fails its check is reported instead of taken.
 */
export const parseEpc = (lines: readonly string[]): ExpressData => {
  const start = lines.findIndex((l) => l.trim() === 'BCD');
  const at = (n: number): string => (lines[start + n] ?? '').trim();
  const fields: ExpressData['fields'] = {};
  const notes: ExpressNote[] = [];
  const bic = at(4).toUpperCase();
  if (bic !== '') {
    if (isBicShaped(bic)) fields.bic = bic;
    else notes.push({ kind: 'bad_bic', value: bic });
  }
  if (at(5) !== '') fields.name = at(5);
  const iban = compactIban(at(6));
  if (iban !== '') {
    if (isValidIban(iban)) fields.iban = iban;
    else notes.push({ kind: 'bad_iban', value: iban });
  }
  const money = /^([A-Z]{3})(\d{1,9}(?:\.\d{1,2})?)$/.exec(at(7));
  if (money) {
    fields.currency = money[1];
    fields.amount = canonicalAmount(money[2] ?? '') ?? undefined;
  } else if (at(7) !== '') notes.push({ kind: 'unread', value: at(7) });
  const reference = at(9) !== '' ? at(9) : at(10);
  if (reference !== '') fields.reference = reference;
  if (at(3) !== '' && at(3) !== 'SCT') notes.push({ kind: 'unread', value: at(3) });
  return { format: 'epc', fields, derived: [], notes };
};
