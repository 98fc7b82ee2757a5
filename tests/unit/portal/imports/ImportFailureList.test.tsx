import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FAILURES_SHOWN, ImportFailureList } from '../../../../src/portal/imports/ImportOutcomeMessage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

afterEach(cleanUpPages);

describe('the failed cells of an import', () => {
  it('lists the cells, then the count past those shown, then the server\'s note of the rows it did not list', () => {
    const errors: Record<string, string[]> = { more: ['The errors of 4,000 more failed rows are not listed here.'] };
    for (let row = 2; row < 2 + FAILURES_SHOWN + 3; row += 1) errors[`Payments.${row}.E`] = ['The IBAN is invalid.'];
    renderRoutes('/', { '/': <ImportFailureList errors={errors} /> });
    const items = within(screen.getByRole('list', { name: 'What failed' })).getAllByRole('listitem');
    expect(items).toHaveLength(FAILURES_SHOWN);
    expect(items[0]?.textContent).toContain('2');
    expect(items.some((li) => li.textContent?.includes('4,000'))).toBe(false);
    const note = screen.getByTestId('import-failures-unlisted');
    expect(note.textContent).toBe('The errors of 4,000 more failed rows are not listed here.');
    // Under the list and the "more" line: it is the last thing shown.
    expect(note.parentElement?.lastElementChild).toBe(note);
  });

  it('shows the note alone when no cell is listed', () => {
    renderRoutes('/', { '/': <ImportFailureList errors={{ more: ['The errors of 5 more failed rows are not listed here.'] }} /> });
    expect(screen.getByTestId('import-failures-unlisted').textContent).toContain('5 more');
    expect(screen.queryAllByTestId('import-failure')).toHaveLength(0);
  });
});

describe('the failed cells of an import, in German', () => {
  it('gives the server\'s messages and its note in the chosen language', async () => {
    const errors = { 'Payments.3.E': ['The IBAN is invalid: its check digits do not match.'], more: ['The errors of 4,000 more failed rows are not listed here.'] };
    renderRoutes('/', { '/': <ImportFailureList errors={errors} /> }, { locale: 'de' });
    expect(await screen.findByText(/Die IBAN ist ungültig: Ihre Prüfziffern stimmen nicht\./)).toBeTruthy();
    expect((await screen.findByTestId('import-failures-unlisted')).textContent).toBe('Die Fehler von 4.000 weiteren fehlgeschlagenen Zeilen sind hier nicht aufgeführt.');
  });
});
