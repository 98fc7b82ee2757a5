import '@testing-library/jest-dom/vitest';
import { useMutation } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, Edit, SimpleForm, TextInput, useDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellModals } from '../../../../src/portal/errors/ShellModals';
import { twoFactorStore } from '../../../../src/portal/errors/twoFactorStore';
import { useRecordSave } from '../../../../src/portal/errors/useRecordSave';
import { dataProvider, type KontorDataProvider } from '../../../../src/portal/providers/dataProvider';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';
import { mockFetch, type Answer, type RecordedCall } from '../fetchMock';

/**
 * The dataProvider's write wrapper as react-admin's own saves meet it: <Edit mutationMode="pessimistic">
 * with react-admin's save, and a custom action through useMutation, inside <AdminContext> over the
 * portal's dataProvider and a fetch that answers as the server would.
 */

const AGENT = '/api/v1/manager/transactions/agents/9';
const agent = { id: 9, legal_type: 'company', company_name: 'Acme Supplies', iban: 'DE89370400440532013000' };

const Admin = ({ children }: { children: ReactNode }) => (
  <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
    {children}
    <ShellModals />
  </AdminContext>
);

/** The payee being saved, for the code dialog. */
const metaOf = (v: Record<string, unknown>) => ({ summary: { payee: String(v.company_name ?? '') } });

const AgentForm = () => {
  const { submit } = useRecordSave(metaOf);
  return (
    <SimpleForm onSubmit={submit}>
      <TextInput source="company_name" label="Company name" />
      <TextInput source="iban" label="IBAN" />
    </SimpleForm>
  );
};

const AgentEdit = ({ onSaved }: { onSaved: (record: unknown) => void }) => (
  <Admin>
    <Edit resource="transaction-agents" id={9} mutationMode="pessimistic" redirect={false} mutationOptions={{ onSuccess: onSaved }}>
      <AgentForm />
    </Edit>
  </Admin>
);

/** A transfer between own accounts: the dataProvider's payment action, sent through useMutation. */
const PayButton = ({ onPaid }: { onPaid: (tx: unknown) => void }) => {
  const provider = useDataProvider<KontorDataProvider>();
  const { mutate } = useMutation({
    mutationFn: () => provider.createTransaction({ params: { kind: 'transfer' }, body: { bank_account_id: 1, to_account_id: 2, amount: '10.00' }, meta: { summary: { amount: '€10.00' } } }),
    onSuccess: onPaid,
  });
  return <button type="button" onClick={() => mutate()}>Pay</button>;
};

/** The server: the agent for GET, then the write answers in order. */
const server = (writes: Answer[]) => {
  let n = 0;
  const calls = mockFetch((call: RecordedCall) => (call.method === 'GET' && call.url.startsWith(AGENT) ? { body: { data: agent } } : (writes[n++] ?? { status: 500, body: { message: 'unexpected' } })));
  return () => calls.filter((c) => c.method !== 'GET');
};

const otp = { status: 403, body: { message: 'Two-factor authentication code is required.' }, headers: { 'otp-required': 'true' } };

beforeEach(() => localStorage.clear());
afterEach(() => {
  twoFactorStore.cancel();
  cleanup();
  vi.unstubAllGlobals();
});

describe('writes of react-admin through the dataProvider wrapper', () => {
  it('<Edit>: a 403 asking for the code opens the prompt with meta.summary, and the save is sent again with the code', async () => {
    const writes = server([otp, { body: { data: { ...agent, company_name: 'Acme Holdings' } } }]);
    const onSaved = vi.fn();
    const user = userEvent.setup();
    render(<AgentEdit onSaved={onSaved} />);
    const name = await screen.findByLabelText('Company name');
    await waitFor(() => expect(name).toHaveValue('Acme Supplies'));
    await user.clear(name);
    await user.type(name, 'Acme Holdings');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const prompt = await screen.findByRole('dialog', { name: 'Verify your action' });
    expect(prompt).toHaveTextContent('Acme Holdings');
    await user.click(screen.getAllByRole('textbox', { name: /^Digit/ })[0]!);
    await user.keyboard('123456');
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ id: 9, company_name: 'Acme Holdings' });
    expect(writes().map((c) => [c.method, c.url, c.headers.get('one-time-code'), (c.body as { company_name?: string }).company_name])).toEqual([
      ['PUT', AGENT, null, 'Acme Holdings'],
      ['PUT', AGENT, '123456', 'Acme Holdings'],
    ]);
  });

  it('<Edit>: a 422 lands on its field (aria-invalid, the messages under it, focused)', async () => {
    const writes = server([{ status: 422, body: { message: 'The IBAN is invalid.', errors: { iban: ['The IBAN is invalid.', 'It must start with a country code.'] } } }]);
    const onSaved = vi.fn();
    const user = userEvent.setup();
    render(<AgentEdit onSaved={onSaved} />);
    const iban = await screen.findByLabelText('IBAN');
    await waitFor(() => expect(iban).toHaveValue('DE89370400440532013000'));
    await user.clear(iban);
    await user.type(iban, 'XX00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(iban).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(iban.getAttribute('aria-describedby') ?? '')?.textContent).toBe('The IBAN is invalid.\nIt must start with a country code.');
    await waitFor(() => expect(iban).toHaveFocus());
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'false');
    expect(onSaved).not.toHaveBeenCalled();
    expect(writes()).toHaveLength(1);
  });

  it('useMutation on a custom action: a 409 asks to confirm the duplicate, and the re-send carries the same Idempotency-Key', async () => {
    const writes = server([{ status: 409, body: { message: 'A similar transfer was sent a minute ago.' } }, { status: 201, body: { data: { id: 7 } } }, { status: 201, body: { data: { id: 8 } } }]);
    const onPaid = vi.fn();
    const user = userEvent.setup();
    render(<Admin><PayButton onPaid={onPaid} /></Admin>);
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    const duplicate = await screen.findByRole('dialog', { name: 'Possible duplicate' });
    expect(duplicate).toHaveTextContent('A similar transfer was sent a minute ago.');
    await user.click(screen.getByRole('button', { name: 'Yes, submit' }));
    await waitFor(() => expect(duplicate).not.toBeInTheDocument());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(onPaid.mock.calls[0]?.[0]).toEqual({ id: 7 });

    // A new payment afterwards is a new write: a new key.
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(2));
    const [first, resent, next] = writes();
    const key = first?.headers.get('idempotency-key');
    expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(resent?.headers.get('idempotency-key')).toBe(key);
    expect(resent?.body).toMatchObject({ amount: '10.00', bypass_duplicate_check: true });
    expect(first?.body).not.toHaveProperty('bypass_duplicate_check');
    expect(next?.headers.get('idempotency-key')).not.toBe(key);
  });
});
