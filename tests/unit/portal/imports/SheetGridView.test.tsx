import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SheetGridView } from '../../../../src/portal/imports/SheetGridView';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

afterEach(cleanUpPages);

const grid = { sheet: 'Payments', truncated: false, rows: [['Amount', 'IBAN'], ['10.00', 'DE00 0000']] };
const errors = { 'Payments.2.B': ['The IBAN is invalid: its check digits do not match.'] };

describe('the chosen file as a grid', () => {
  it('marks a failed cell and tells why in the chosen language (German)', async () => {
    renderRoutes('/', { '/': <SheetGridView grid={grid} errors={errors} /> }, { locale: 'de' });
    await screen.findByRole('table', { name: 'Payments' });
    const cell = document.querySelector('[data-cell="B2"]');
    expect(cell?.getAttribute('data-error')).toBe('true');
    expect(document.querySelector('[data-cell="A2"]')?.getAttribute('data-error')).toBeNull();
    await userEvent.hover(cell as Element);
    expect(await screen.findByText('Die IBAN ist ungültig: Ihre Prüfziffern stimmen nicht.')).toBeTruthy();
  });

  it('in English, the server\'s words', async () => {
    renderRoutes('/', { '/': <SheetGridView grid={grid} errors={errors} /> });
    await screen.findByRole('table', { name: 'Payments' });
    await userEvent.hover(document.querySelector('[data-cell="B2"]') as Element);
    expect(await screen.findByText('The IBAN is invalid: its check digits do not match.')).toBeTruthy();
  });
});
