import '@testing-library/jest-dom/vitest';
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteWithConfirmButton, Edit, Notification, RecordContextProvider, SimpleForm, TextInput, useDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { QuietHandledWrites } from '../../../../src/portal/errors/QuietHandledWrites';
import { ShellModals } from '../../../../src/portal/errors/ShellModals';
import { twoFactorStore } from '../../../../src/portal/errors/twoFactorStore';
import type { KontorDataProvider } from '../../../../src/portal/providers/dataProvider';
import { signInAs } from '../money/renderMoneyPage';
import { mockFetch, type Answer, type RecordedCall } from '../fetchMock';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

const agent = { id: 9, company_name: 'Acme Supplies', iban: 'DE89370400440532013000' };
const AGENT_URL = '/api/v1/manager/transactions/agents/9';
const otpRequired: Answer = { status: 403, body: { message: 'Two-factor authentication code is required.' }, headers: { 'otp-required': 'true' } };

/** The beneficiary; its writes answer `writes` in order. */
const serve = (...writes: Answer[]) => {
  const calls = mockFetch((call: RecordedCall) => {
    if (call.method === 'GET' && call.url === AGENT_URL) return { body: { data: agent } };
    return writes[calls.filter((c) => c.method !== 'GET').indexOf(call)] ?? { status: 500 };
  });
  return calls;
};

/** react-admin's own <Edit>, saving with its own save; the page only says what the code confirms (meta.summary). */
const AgentEdit = () => (
  <Edit resource="transaction-agents" id={9} mutationMode="pessimistic" redirect={false} mutationOptions={{ meta: { summary: { payee: 'Acme Holdings' } } }}>
    <SimpleForm>
      <TextInput source="company_name" label="Company name" />
      <TextInput source="iban" label="IBAN" />
    </SimpleForm>
  </Edit>
);

const open = (element: React.ReactElement) => renderRoutes('/page', { '/page': <>{element}<ShellModals /></> });

const typeCode = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, code: string) => {
  await user.click(within(dialog).getAllByRole('textbox', { name: /^Digit/ })[0]!);
  await user.keyboard(code);
};

afterEach(() => {
  twoFactorStore.cancel();
  cleanUpPages();
});

describe('the dataProvider\'s write wrapper, inside react-admin', () => {
  it('an <Edit> asked for a code: the code dialog shows meta.summary, and the same update goes again with the code', async () => {
    signInAs('manager');
    const calls = serve(otpRequired, { body: { data: { ...agent, company_name: 'Acme Holdings' } } });
    const user = userEvent.setup();
    open(<AgentEdit />);
    const name = await screen.findByLabelText('Company name');
    await waitFor(() => expect(name).toHaveValue('Acme Supplies'));
    await user.clear(name);
    await user.type(name, 'Acme Holdings');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your action' });
    expect(dialog).toHaveTextContent('Payee: Acme Holdings');
    await typeCode(user, dialog, '123456');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.url, c.headers.get('one-time-code'), c.body])).toEqual([
      [AGENT_URL, null, expect.objectContaining({ company_name: 'Acme Holdings' })],
      [AGENT_URL, '123456', expect.objectContaining({ company_name: 'Acme Holdings' })],
    ]);
  });

  it('a 422 of an <Edit>\'s save lands on its field, without a form-level alert', async () => {
    signInAs('manager');
    serve({ status: 422, body: { message: 'The IBAN is invalid.', errors: { iban: ['The IBAN is invalid.', 'Check the country code.'] } } });
    const user = userEvent.setup();
    open(<AgentEdit />);
    const iban = await screen.findByLabelText('IBAN');
    await waitFor(() => expect(iban).toHaveValue('DE89370400440532013000'));
    await user.type(iban, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('IBAN')).toHaveAttribute('aria-invalid', 'true'));
    const described = document.getElementById(screen.getByLabelText('IBAN').getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('The IBAN is invalid.\nCheck the country code.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a 409 of a custom write: confirmed, it goes again with bypass_duplicate_check and the same Idempotency-Key; the next payment gets a new key', async () => {
    signInAs('manager');
    const calls = serve({ status: 409, body: { message: 'A similar transaction was sent a minute ago.' } }, { status: 201, body: { data: { id: 7 } } }, { status: 201, body: { data: { id: 8 } } });
    const Pay = () => {
      const dataProvider = useDataProvider<KontorDataProvider>();
      const { mutate } = useMutation({ mutationFn: () => dataProvider.createTransaction({ params: { kind: 'transfer' }, body: { bank_account_id: 1, to_account_id: 2, amount: '10.00' } }) });
      return <button type="button" onClick={() => mutate()}>Send</button>;
    };
    const user = userEvent.setup();
    open(<Pay />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const duplicate = await screen.findByRole('dialog', { name: 'Possible duplicate' });
    expect(duplicate).toHaveTextContent('A similar transaction was sent a minute ago.');
    await user.click(screen.getByRole('button', { name: 'Yes, submit' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(duplicate).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls).toHaveLength(3));

    const [first, resent, next] = calls.map((c) => c.headers.get('idempotency-key'));
    expect(first).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(resent).toBe(first);
    expect(next).not.toBe(first);
    expect(calls.map((c) => c.body)).toEqual([
      { bank_account_id: 1, to_account_id: 2, amount: '10.00' },
      { bank_account_id: 1, to_account_id: 2, amount: '10.00', bypass_duplicate_check: true },
      { bank_account_id: 1, to_account_id: 2, amount: '10.00' },
    ]);
  });

  it('react-admin\'s <DeleteWithConfirmButton> works unchanged: asked for a code, the delete goes again with it', async () => {
    signInAs('manager');
    const calls = serve(otpRequired, { body: { data: [] } });
    const user = userEvent.setup();
    open(
      <RecordContextProvider value={agent}>
        <DeleteWithConfirmButton resource="transaction-agents" mutationMode="pessimistic" redirect={false} confirmTitle="Delete the beneficiary?" confirmContent="It cannot be undone." />
      </RecordContextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete the beneficiary?' })).getByRole('button', { name: 'Confirm' }));
    await typeCode(user, await screen.findByRole('dialog', { name: 'Verify your action' }), '654321');
    await waitFor(() => expect(calls.map((c) => [c.method, c.url, c.headers.get('one-time-code')])).toEqual([
      ['DELETE', AGENT_URL, null],
      ['DELETE', AGENT_URL, '654321'],
    ]));
  });

  it('closing the code dialog ends the save quietly: nothing is sent again and react-admin notifies nothing', async () => {
    signInAs('manager');
    const calls = serve(otpRequired, { status: 500 });
    const user = userEvent.setup();
    open(<QuietHandledWrites><AgentEdit /><Notification /></QuietHandledWrites>);
    const name = await screen.findByLabelText('Company name');
    await waitFor(() => expect(name).toHaveValue('Acme Supplies'));
    await user.type(name, ' AG');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your action' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body).not.toHaveTextContent('kontor.handled_write');
  });
});
