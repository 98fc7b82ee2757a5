import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, Form, TextInput } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Currency } from '../../../../src/contract/enums';
import { ShellModals } from '../../../../src/portal/errors/ShellModals';
import { useFormMutation } from '../../../../src/portal/errors/useFormMutation';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';
import { mockFetch, type Answer, type RecordedCall } from '../fetchMock';

type Values = { currency: Currency };

/** Opening an account: react-admin's create of bank-accounts, sent from a form through useMutation. */
const openAccount = (values: Values) => dataProvider.create('bank-accounts', { data: { currency: values.currency } });

const OpenAccountForm = ({ onSuccess }: { onSuccess: (id: number) => void }) => {
  const { submit } = useFormMutation(openAccount, { onSuccess: (result) => onSuccess(Number(result.data.id)) });
  return (
    <Form onSubmit={submit} defaultValues={{ currency: 'EUR' }}>
      <TextInput source="currency" label="Currency" />
      <button type="submit">Open account</button>
    </Form>
  );
};

const Admin = ({ children }: { children: ReactNode }) => <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>{children}</AdminContext>;

const renderForm = (onSuccess = vi.fn()) => {
  render(
    <Admin>
      <OpenAccountForm onSuccess={onSuccess} />
      <ShellModals />
    </Admin>,
  );
  return onSuccess;
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useFormMutation (a form over a write of the dataProvider)', () => {
  it('asks for the code, confirms the duplicate, then puts the 422 messages on the field and focuses it', async () => {
    const answers: Answer[] = [
      { status: 403, body: { message: 'Two-factor authentication code is required.' }, headers: { 'otp-required': 'true' } },
      { status: 409, body: { message: 'An account in EUR was opened a minute ago.' } },
      { status: 422, body: { message: 'The currency is not allowed.', errors: { currency: ['The currency is not allowed.', 'Choose another one.'] } } },
    ];
    const calls = mockFetch((call: RecordedCall) => answers[calls.indexOf(call)] ?? { status: 500 });
    const onSuccess = renderForm();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Open account' }));
    const prompt = await screen.findByRole('dialog', { name: 'Verify your action' });
    await user.click(screen.getAllByRole('textbox', { name: /^Digit/ })[0]!);
    await user.keyboard('123456');
    await waitFor(() => expect(prompt).not.toBeInTheDocument());

    const duplicate = await screen.findByRole('dialog', { name: 'Possible duplicate' });
    expect(duplicate).toHaveTextContent('An account in EUR was opened a minute ago.');
    await user.click(screen.getByRole('button', { name: 'Yes, submit' }));
    await waitFor(() => expect(duplicate).not.toBeInTheDocument());

    const input = screen.getByRole('textbox', { name: 'Currency' });
    // Several messages of a field are joined by newlines (document 1 section 5).
    await waitFor(() => expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('The currency is not allowed.\nChoose another one.'));
    await waitFor(() => expect(input).toHaveFocus());
    expect(onSuccess).not.toHaveBeenCalled();

    expect(calls.map((c) => [c.method, c.url, c.headers.get('one-time-code'), c.body])).toEqual([
      ['POST', '/api/v1/manager/bank-accounts', null, { currency: 'EUR' }],
      ['POST', '/api/v1/manager/bank-accounts', '123456', { currency: 'EUR' }],
      ['POST', '/api/v1/manager/bank-accounts', '123456', { currency: 'EUR', bypass_duplicate_check: true }],
    ]);
  });

  it('a 500 shows the server error alert with "Ok, got it!"', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'boom' } }));
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Server Error, please try again later');
    await user.click(screen.getByRole('button', { name: 'Ok, got it!' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('sets loading while sending, ignores a second submit meanwhile, and clears it after', async () => {
    let release: (answer: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useFormMutation(openAccount), { wrapper: Admin });

    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.submit({ currency: 'USD' });
    });
    await waitFor(() => expect(result.current).toMatchObject({ loading: true }));
    let second: unknown = 'pending';
    await act(async () => {
      second = await result.current.submit({ currency: 'GBP' });
    });
    expect(second).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => {
      release(new Response(JSON.stringify({ data: { id: 5 } }), { headers: { 'content-type': 'application/json' } }));
      await first;
    });
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, errors: {}, message: null }));
  });
});
