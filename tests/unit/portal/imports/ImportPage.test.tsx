import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportPage } from '../../../../src/portal/imports/ImportPage';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch, type Answer, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';

const eur = { id: 5, name: 'Main EUR', currency: 'EUR', currency_unit: { value: 'EUR', sub_unit: 2, currency_type: 'fiat' }, available_balance: '5000.00', balance: '5000.00', payment_service: null, transmission_protocols_disabled: [], selected: true };
const IBAN_ERROR = 'The IBAN is invalid: its check digits do not match.';

/** An xlsx of payments as the chosen file; `ibans` one per row. */
const xlsx = async (ibans: string[]): Promise<File> => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payments');
  ws.addRow(['Amount', 'Transfer Service', 'Legal Type', 'Company Name', 'IBAN', 'Country', 'Reference Message']);
  for (const [i, iban] of ibans.entries()) ws.addRow(['10.00', 'sepa', 'company', `Payee ${i}`, iban, 'DE', `Invoice ${i}`]);
  return new File([await wb.xlsx.writeBuffer()], 'payments.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
};

const server = (importAnswer: Answer) => (call: RecordedCall): Answer => {
  const path = new URL(call.url, 'http://portal.test').pathname;
  if (path === '/api/v1/manager/bank-accounts') return { body: { data: [eur], meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 } } };
  if (path === '/api/v1/manager/transactions/import') return importAnswer;
  return { status: 404, body: { message: 'Not found.' } };
};

/** Chooses the account and the file, as a person does, and waits for the grid. */
const choose = async (file: File) => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: 'Bank account' }));
  await user.click(await screen.findByRole('option', { name: /^Main EUR/ }));
  await user.upload(screen.getByTestId('import-file'), file);
  await screen.findByTestId('import-grid', {}, { timeout: 5000 });
  return user;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ImportPage', () => {
  it('keeps the grid of a wide file inside the page: it scrolls itself and gives the layout no width of its own', async () => {
    signInAs('manager');
    mockFetch(server({ status: 500, body: {} }));
    renderMoneyPage('/manager/payments/import', '/manager/payments/import', <ImportPage />, dataProvider);
    await choose(await xlsx(['DE89370400440532013000']));
    const grid = screen.getByTestId('import-grid');
    expect(grid).toHaveStyle({ overflow: 'auto', maxWidth: '100%' });
    expect(getComputedStyle(grid).getPropertyValue('contain')).toBe('inline-size');
  });

  it('says why a file is refused and what failed in it, not only by marked cells; a new file clears it', async () => {
    signInAs('manager');
    mockFetch(server({ status: 422, body: { message: 'No row of the file can be paid: see the marked cells.', errors: { 'Payments.2.E': [IBAN_ERROR], 'Payments.3.E': [IBAN_ERROR] } } }));
    renderMoneyPage('/manager/payments/import', '/manager/payments/import', <ImportPage />, dataProvider);
    const user = await choose(await xlsx(['DE00370400440532013000', 'DE00370400440532013001']));
    await user.click(screen.getByTestId('import-submit'));
    const refusal = await screen.findByTestId('import-refused');
    expect(refusal).toHaveTextContent('No row of the file can be paid: see the marked cells.');
    const failed = within(within(refusal).getByRole('list', { name: 'What failed' })).getAllByRole('listitem');
    expect(failed.map((li) => li.textContent)).toEqual([`Row 2, column E: ${IBAN_ERROR}`, `Row 3, column E: ${IBAN_ERROR}`]);
    await waitFor(() => expect(screen.getByTestId('import-grid').querySelector('[data-cell="E2"]')).toHaveAttribute('data-error', 'true'));
    await user.upload(screen.getByTestId('import-file'), await xlsx(['DE89370400440532013000']));
    await waitFor(() => expect(screen.queryByTestId('import-refused')).not.toBeInTheDocument());
  });

  it('lists the rows a preview leaves out, with why', async () => {
    signInAs('manager');
    mockFetch(server({ body: { data: { transactionsCount: 1, transactionsAmount: '10.00', transactionsAmountWithFee: '10.50', currency: 'EUR', failedCount: 1, errors: { 'Payments.3.E': [IBAN_ERROR] } } } }));
    renderMoneyPage('/manager/payments/import', '/manager/payments/import', <ImportPage />, dataProvider);
    const user = await choose(await xlsx(['DE89370400440532013000', 'DE00370400440532013000']));
    await user.click(screen.getByTestId('import-submit'));
    expect(await screen.findByText('One row with errors will not be imported')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'What failed' })).getByRole('listitem')).toHaveTextContent(`Row 3, column E: ${IBAN_ERROR}`);
    expect(screen.queryByTestId('import-refused')).not.toBeInTheDocument();
    expect(screen.getByTestId('import-submit')).toHaveTextContent('Create import');
  });
});
