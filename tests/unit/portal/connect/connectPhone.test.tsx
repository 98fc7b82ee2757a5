import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiKeyList } from '../../../../src/portal/connect/ApiKeyList';
import { ApiPaymentList } from '../../../../src/portal/connect/ApiPaymentList';
import type { ApiKeyRecord, ApiPaymentRecord, WebhookDeliveryRecord } from '../../../../src/portal/connect/connectRecords';
import { WebhookDeliveries } from '../../../../src/portal/connect/WebhookDeliveries';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

/** A phone-sized window for MUI's useMediaQuery (jsdom has no matchMedia): every "down(sm)" query matches. */
const phoneWindow = () => {
  const query = (media: string) => ({
    matches: media.includes('max-width'), media, onchange: null,
    addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: query });
};

beforeEach(phoneWindow);
afterEach(() => {
  cleanUpPages();
  Reflect.deleteProperty(window, 'matchMedia');
});

const listOf = (data: object[]) => testDataProvider({ getList: (async () => ({ data, total: data.length })) as never });
const key: ApiKeyRecord = { id: 3, name: 'Ledger', prefix: 'kk_abcdefgh', scopes: ['accounts:read'], created_by: 1, last_used_at: null, revoked_at: null, created_at: '2026-07-01T10:00:00.000Z' };
const delivery: WebhookDeliveryRecord = {
  id: 12, endpoint_id: 4, event_id: 7, event_type: 'payment.created', status: 'failed', attempts: 9, last_status_code: 500, last_error: 'The endpoint answered 500.',
  last_attempt_at: '2026-07-01T10:00:00.000Z', next_attempt_at: null, delivered_at: null, created_at: '2026-07-01T10:00:00.000Z',
};
const payment: ApiPaymentRecord = {
  id: 9, api_key_id: 1, kind: 'iban', bank_account_id: 7, amount: '42.00', fee: '1.00', currency: 'EUR', beneficiary: 'Supplier GmbH', status: 'awaiting_confirmation',
  transaction_id: null, decided_by: null, decided_at: null, created_at: '2026-07-01T10:00:00.000Z',
};

describe('the connect lists on a phone (issue 41): a tapped row shows what can be done to it', () => {
  it('a key: revoke', async () => {
    signInAs('manager');
    renderRoutes('/manager/api-keys', { '/manager/api-keys': <ApiKeyList /> }, { dataProvider: listOf([key]) });
    fireEvent.click(await screen.findByText('Ledger · kk_abcdefgh…'));
    const panel = await screen.findByRole('region', { name: 'Ledger' });
    expect(within(panel).getByRole('button', { name: 'Revoke the key Ledger' })).toBeInTheDocument();
  });

  it('a delivery: send again', async () => {
    signInAs('manager');
    renderRoutes('/manager/webhooks/4', { '/manager/webhooks/:id': <WebhookDeliveries endpointId={4} /> }, { dataProvider: listOf([delivery]) });
    fireEvent.click(await screen.findByText('Payment created · Failed'));
    const panel = await screen.findByRole('region', { name: 'Payment created · #12' });
    expect(within(panel).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Send again: delivery 12' })).toBeEnabled();
  });

  it('a key payment: approve or reject; nothing for a reader', async () => {
    signInAs('manager');
    renderRoutes('/manager/api-payments', { '/manager/api-payments': <ApiPaymentList /> }, { dataProvider: listOf([payment]) });
    fireEvent.click(await screen.findByText(/^Supplier GmbH · /));
    const panel = await screen.findByRole('region', { name: /^Supplier GmbH · / });
    expect(within(panel).getByRole('button', { name: /^Approve: / })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /^Reject: / })).toBeInTheDocument();
    cleanUpPages();
    phoneWindow();
    signInAs('manager-reader');
    renderRoutes('/manager/api-payments', { '/manager/api-payments': <ApiPaymentList /> }, { dataProvider: listOf([payment]) });
    fireEvent.click(await screen.findByText(/^Supplier GmbH · /));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Supplier GmbH · / })).toBeNull());
  });
});
