import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRANSACTION_BODIES } from '../../src/contract/calls/forms';
import { IMPORT_ROW_BODY } from '../../src/server/modules/imports/rowDrafts';
import { TEMPLATE_COLUMNS } from '../../src/server/imports/template';

/** Values of each template field: valid ones, wrong ones, blanks, and absent (undefined). */
const VALUES: Record<string, readonly (string | undefined)[]> = {
  amount: ['10.00', '0', '-5', 'abc', '12.345', '1000000000000000', '', undefined],
  transfer_service: ['sepa', 'swift', 'fps_chaps', 'israel', 'portal', 'SEPA', 'wire', '', undefined],
  customer_legal_type: ['company', 'individual', 'other', undefined],
  customer_name: ['Example GmbH', '', 'x'.repeat(201), undefined],
  customer_first_name: ['Ada', '', undefined],
  customer_last_name: ['Lovelace', '', 'y'.repeat(101), undefined],
  customer_iban: ['DE89370400440532013000', 'de89 3704 0044 0532 0130 00', 'GB82WEST12345698765432', 'DE00', 'not an iban', '', undefined],
  customer_account: ['12345678', 'AB12', '!!', '', undefined],
  customer_sort_code: ['12-34-56', '123456', '12345', '', undefined],
  bank_swift: ['DEUTDEFF', 'deutdeff500', 'DEUT1', '', undefined],
  bank_name: ['Deutsche Bank', '', undefined],
  customer_country: ['DE', 'de', 'DEU', '', undefined],
  customer_city: ['Berlin', '', undefined],
  customer_address: ['Hauptstr. 1', '', undefined],
  customer_ref_message: ['Invoice 1', 'z'.repeat(141), '', undefined],
};

const row = fc.record(Object.fromEntries(TEMPLATE_COLUMNS.map((c) => [c.field, fc.constantFrom(...(VALUES[c.field] ?? [undefined]))])));

describe('the import row body', () => {
  it('has a value list for every template column', () => {
    expect(Object.keys(VALUES).sort()).toEqual(TEMPLATE_COLUMNS.map((c) => c.field).sort());
  });

  it('accepts, refuses and answers exactly as the withdrawal body does for the same fields', () => {
    fc.assert(
      fc.property(row, fc.constantFrom<number | string>(7, '7'), (fields, account) => {
        const body = { ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)), bank_account_id: account };
        const full = TRANSACTION_BODIES.iban.safeParse(body);
        const picked = IMPORT_ROW_BODY.safeParse(body);
        expect(picked.success).toBe(full.success);
        if (full.success && picked.success) {
          // The same value of every field the row has; the withdrawal's other fields are absent in both.
          const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
          expect(defined(picked.data)).toEqual(defined(full.data));
        } else {
          const issues = (r: typeof full | typeof picked) => (r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).sort());
          expect(issues(picked)).toEqual(issues(full));
        }
      }),
      { numRuns: 3000 },
    );
  });
});
