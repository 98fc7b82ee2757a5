import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiKeyCreate } from '../../../../src/portal/connect/ApiKeyCreate';
import { ApiKeyList } from '../../../../src/portal/connect/ApiKeyList';
import { ApiPaymentList } from '../../../../src/portal/connect/ApiPaymentList';
import type { ApiKeyRecord, ApiPaymentRecord, WebhookRecord } from '../../../../src/portal/connect/connectRecords';
import { WebhookList } from '../../../../src/portal/connect/WebhookList';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

afterEach(cleanUpPages);

const apiKey = (id: number, over: Partial<ApiKeyRecord> = {}): ApiKeyRecord => ({
  id, name: `ERP ${id}`, prefix: `kk_abcd${id}xyz`, scopes: ['accounts:read', 'transactions:read'], created_by: 1, last_used_at: null, revoked_at: null, created_at: '2026-07-01T10:00:00.000Z', ...over,
});
const webhook: WebhookRecord = { id: 4, url: 'https://erp.example.com/hooks', description: 'ERP', events: ['payment.created', 'import.finished'], enabled: true, created_at: '2026-07-01T10:00:00.000Z', updated_at: '2026-07-01T10:00:00.000Z' };
const payment: ApiPaymentRecord = {
  id: 9, api_key_id: 1, kind: 'iban', bank_account_id: 7, amount: '42.00', fee: '1.00', currency: 'EUR', beneficiary: 'Supplier GmbH', status: 'awaiting_confirmation',
  transaction_id: null, decided_by: null, decided_at: null, created_at: '2026-07-01T10:00:00.000Z',
};
const listOf = (data: object[]) => testDataProvider({ getList: (async () => ({ data, total: data.length })) as never });

describe('API keys (issue 41)', () => {
  it('lists the keys with scopes, last use and state; a manager may make and revoke them', async () => {
    signInAs('manager');
    renderRoutes('/manager/api-keys', { '/manager/api-keys': <ApiKeyList /> }, { dataProvider: listOf([apiKey(2), apiKey(1, { revoked_at: '2026-07-02T10:00:00.000Z', last_used_at: '2026-07-01T12:00:00.000Z' })]) });
    await waitFor(() => expect(screen.getByText('ERP 2')).toBeInTheDocument());
    expect(screen.getAllByText('Read accounts and statements, Read transactions')).toHaveLength(2);
    expect(screen.getByText('Never')).toBeInTheDocument();
    expect(screen.getByText(/^Revoked on /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New API key' })).toHaveAttribute('href', '/manager/api-keys/create');
    // Only the live key can be revoked.
    expect(screen.getByRole('button', { name: 'Revoke the key ERP 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke the key ERP 1' })).toBeNull();
  });

  it('shows a reader the keys without making or revoking', async () => {
    signInAs('manager-reader');
    renderRoutes('/manager/api-keys', { '/manager/api-keys': <ApiKeyList /> }, { dataProvider: listOf([apiKey(2)]) });
    await waitFor(() => expect(screen.getByText('ERP 2')).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'New API key' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Revoke/ })).toBeNull();
  });

  it('creates a key with its name and scopes and shows the key once, read-only, with a copy button', async () => {
    signInAs('manager');
    const sent: unknown[] = [];
    const dataProvider = testDataProvider({
      create: (async (_resource: string, params: { data: unknown }) => {
        sent.push(params.data);
        return { data: { ...apiKey(5, { name: 'Ledger' }), key: 'kk_THEKEYshownonce' } };
      }) as never,
    });
    renderRoutes('/manager/api-keys/create', { '/manager/api-keys/create': <ApiKeyCreate /> }, { dataProvider });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Ledger' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ask for payments (a manager approves each)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('textbox', { name: 'API key' });
    expect(shown).toHaveValue('kk_THEKEYshownonce');
    expect(shown).toHaveAttribute('readonly');
    expect(sent[0]).toMatchObject({ name: 'Ledger', scopes: ['accounts:read', 'payments:create'] });
    expect(screen.getByText(/it is shown this once/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I have copied it' })).toHaveAttribute('href', '/manager/api-keys');
  });
});

describe('webhooks and API payments (issue 41)', () => {
  it('switches an endpoint off with its other fields unchanged', async () => {
    signInAs('manager');
    const updates: unknown[] = [];
    const dataProvider = testDataProvider({
      getList: (async () => ({ data: [webhook], total: 1 })) as never,
      update: (async (_resource: string, params: { data: object }) => {
        updates.push(params);
        return { data: { ...webhook, ...params.data } };
      }) as never,
    });
    renderRoutes('/manager/webhooks', { '/manager/webhooks': <WebhookList /> }, { dataProvider });
    const toggle = await screen.findByRole('switch', { name: 'Deliveries to https://erp.example.com/hooks' });
    expect(screen.getByText('Payment created, Import finished')).toBeInTheDocument();
    fireEvent.click(toggle);
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ id: 4, data: { url: webhook.url, description: 'ERP', events: webhook.events, enabled: false } });
  });

  it('lets a manager approve or reject a waiting key payment; a reader only reads', async () => {
    signInAs('manager');
    renderRoutes('/manager/api-payments', { '/manager/api-payments': <ApiPaymentList /> }, { dataProvider: listOf([payment, { ...payment, id: 8, status: 'confirmed', beneficiary: 'Paid Ltd' }]) });
    await waitFor(() => expect(screen.getByText('Supplier GmbH')).toBeInTheDocument());
    const waiting = screen.getByText('Supplier GmbH').closest('tr');
    expect(waiting).not.toBeNull();
    if (!waiting) return;
    expect(within(waiting).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: /^Approve: / })).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: /^Reject: / })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Approve: / })).toHaveLength(1);
    cleanUpPages();
    signInAs('manager-reader');
    renderRoutes('/manager/api-payments', { '/manager/api-payments': <ApiPaymentList /> }, { dataProvider: listOf([payment]) });
    await waitFor(() => expect(screen.getByText('Supplier GmbH')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
  });
});
