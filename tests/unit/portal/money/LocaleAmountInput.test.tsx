import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, SaveButton } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleAmountInput } from '../../../../src/portal/money/LocaleAmountInput';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';
import { signInAs } from './renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

afterEach(async () => {
  cleanUpPages();
  await i18nProvider.changeLocale('en');
});

/** A record form with one amount; what it submits is kept. */
const renderForm = (locale: string, record: Record<string, unknown> = {}) => {
  const submitted: Record<string, unknown>[] = [];
  const page = (
    <Form record={record} onSubmit={(values: Record<string, unknown>) => void submitted.push(values)}>
      <LocaleAmountInput source="amount" label="Amount" />
      <SaveButton alwaysEnable />
    </Form>
  );
  renderRoutes('/form', { '/form': page }, { locale });
  return submitted;
};

describe('LocaleAmountInput (an amount of a record form in the person\'s language)', () => {
  it('takes a German amount as typed and gives the form the API\'s decimal', async () => {
    signInAs('manager');
    const submitted = renderForm('de');
    const user = userEvent.setup();
    const amount = await screen.findByLabelText(/^Amount/);
    await user.type(amount, '2.500,50');
    // Kept as typed while typing: no reformatting under the cursor.
    expect(amount).toHaveValue('2.500,50');
    await user.click(screen.getByRole('button', { name: /Speichern|Save/ }));
    await waitFor(() => expect(submitted.at(-1)).toEqual({ amount: '2500.50' }));
  });

  it('shows a record\'s amount in the language, and says how to write one when the text is not an amount', async () => {
    signInAs('manager');
    const submitted = renderForm('en', { amount: '1234.5' });
    const user = userEvent.setup();
    const amount = await screen.findByLabelText(/^Amount/);
    expect(amount).toHaveValue('1,234.5');
    await user.clear(amount);
    await user.type(amount, '12,34,5');
    expect(amount).toHaveValue('12,34,5');
    expect(screen.getByText('Enter an amount such as 1,234.56.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save/ }));
    // No amount is sent for text that is not one (react-admin keeps an empty input as null).
    await waitFor(() => expect(submitted.at(-1)).toEqual({ amount: null }));
  });
});
