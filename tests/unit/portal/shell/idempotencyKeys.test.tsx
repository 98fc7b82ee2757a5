import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, Form, TextInput } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdempotencyKeys, outcomeUnknown } from '../../../../src/portal/providers/idempotencyKeys';
import { ShellModals } from '../../../../src/portal/errors/ShellModals';
import { useFormMutation } from '../../../../src/portal/errors/useFormMutation';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { ApiError } from '../../../../src/portal/providers/ApiError';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';
import { mockFetch, type Answer, type RecordedCall } from '../fetchMock';

type Values = { amount: string };
const KEY = 'idempotency-key';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('createIdempotencyKeys', () => {
  let n = 0;
  const keys = () => createIdempotencyKeys(() => `key-${++n}`);

  it('a new key for each answered submit, even of the same payload (a deliberate repeat)', () => {
    const k = keys();
    const a = k.begin('{"amount":"1"}');
    k.end();
    const b = k.begin('{"amount":"1"}');
    expect(b).not.toBe(a);
  });

  it('the same key again after an outcome that is not known (no answer, 5xx, 429) with the same payload', () => {
    for (const status of [0, 500, 503, 429]) {
      const k = keys();
      const a = k.begin('{"amount":"1"}');
      k.end(new ApiError({ status, message: 'x' }));
      expect(k.begin('{"amount":"1"}')).toBe(a);
    }
  });

  it('a new key after an unknown outcome when the payload changed, and after a refusal (4xx)', () => {
    const k = keys();
    const a = k.begin('{"amount":"1"}');
    k.end(new ApiError({ status: 0, message: 'x' }));
    expect(k.begin('{"amount":"2"}')).not.toBe(a);
    const c = k.begin('{"amount":"2"}');
    k.end(new ApiError({ status: 422, message: 'x' }));
    expect(k.begin('{"amount":"2"}')).not.toBe(c);
  });

  it('outcomeUnknown: only ApiErrors without an answer, 5xx and 429', () => {
    expect([0, 429, 500, 502, 400, 403, 409, 422].map((status) => outcomeUnknown(new ApiError({ status, message: 'x' })))).toEqual([true, true, true, true, false, false, false, false]);
    expect(outcomeUnknown(new Error('x'))).toBe(false);
  });
});

/** A transfer between own accounts: the dataProvider's payment write, whose call takes an Idempotency-Key. */
const pay = (values: Values) => dataProvider.createTransaction({ params: { kind: 'transfer' }, body: { bank_account_id: 1, to_account_id: 2, amount: values.amount } });

const Admin = ({ children }: { children: ReactNode }) => <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>{children}</AdminContext>;

const PaymentForm = () => {
  const { submit } = useFormMutation(pay);
  return (
    <Form onSubmit={submit} defaultValues={{ amount: '10.00' }}>
      <TextInput source="amount" label="Amount" />
      <button type="submit">Send</button>
    </Form>
  );
};

describe('a form\'s write with Idempotency-Key', () => {
  it('sends one key for a submit and its duplicate re-send, and a new key for the next submit', async () => {
    const answers: Answer[] = [
      { status: 409, body: { message: 'A similar transaction was sent a minute ago.' } },
      { status: 201, body: { data: { id: 7 } } },
      { status: 201, body: { data: { id: 8 } } },
    ];
    const calls = mockFetch((call: RecordedCall) => answers[calls.indexOf(call)] ?? { status: 500 });
    render(
      <Admin>
        <PaymentForm />
        <ShellModals />
      </Admin>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const duplicate = await screen.findByRole('dialog', { name: 'Possible duplicate' });
    await user.click(screen.getByRole('button', { name: 'Yes, submit' }));
    await waitFor(() => expect(duplicate).not.toBeInTheDocument());
    await waitFor(() => expect(calls).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls).toHaveLength(3));

    const [first, resent, next] = calls.map((c) => c.headers.get(KEY));
    expect(first).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(resent).toBe(first);
    expect(next).not.toBe(first);
    expect(calls[1]?.body).toMatchObject({ bypass_duplicate_check: true });
  });

  it('retries with the same key after a server error, and other calls send no key', async () => {
    const statuses = [500, 201];
    const calls = mockFetch((call: RecordedCall) => ({ status: statuses[calls.indexOf(call)] ?? 500, body: { data: { id: 9 } } }));
    const { result } = renderHook(() => useFormMutation(pay), { wrapper: Admin });
    await act(async () => {
      await result.current.submit({ amount: '10.00' });
    });
    await act(async () => {
      await result.current.submit({ amount: '10.00' });
    });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers.get(KEY)).toBe(calls[0]?.headers.get(KEY));

    const other = renderHook(() => useFormMutation(() => dataProvider.create('bank-accounts', { data: { currency: 'EUR' } })), { wrapper: Admin });
    await act(async () => {
      await other.result.current.submit({});
    });
    expect(calls[2]?.headers.get(KEY)).toBeNull();
  });
});
