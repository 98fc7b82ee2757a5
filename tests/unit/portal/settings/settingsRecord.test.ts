import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SETTINGS, type SettingsValues } from '../../../../src/contract/enums';
import { isApiError } from '../../../../src/portal/providers/ApiError';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { changedSettingKeys, SETTINGS_RECORD_ID, type SettingsRecord } from '../../../../src/portal/providers/settingsRecord';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { signInAs } from '../money/renderMoneyPage';

const loaded: SettingsRecord = { ...EMPTY_SETTINGS, fiat_transaction_amount_boundaries: { min: '1.00', max: '1000.00' }, crypto_convert_enabled: true, id: SETTINGS_RECORD_ID };

/** The settings calls of the server: GET answers the map, POST upserts one key (a maximum of 1 is refused). */
const server = () => {
  let values: SettingsValues = { ...loaded };
  return (call: RecordedCall) => {
    if (!call.url.endsWith('/api/v1/a/settings')) return { status: 404, body: { message: 'Not found.' } };
    if (call.method === 'GET') return { body: { data: values } };
    const body = call.body as { key: keyof SettingsValues; value: unknown };
    if (body.key === 'fiat_transaction_amount_boundaries' && (body.value as { max: string }).max === '1') {
      return { status: 422, body: { message: 'The maximum must not be lower than the minimum.', errors: { 'value.max': ['The maximum must not be lower than the minimum.'] } } };
    }
    values = { ...values, [body.key]: body.value };
    return { body: { data: body, message: 'Setting saved successfully.' } };
  };
};

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the settings record of the dataProvider', () => {
  it('finds the changed keys only', () => {
    expect(changedSettingKeys({ ...loaded, crypto_convert_enabled: false, fiat_transaction_amount_boundaries: { min: '1.00', max: '1000.00' } }, loaded)).toEqual(['crypto_convert_enabled']);
    expect(changedSettingKeys(loaded, loaded)).toEqual([]);
  });

  it('reads the map as one record and upserts each changed key once', async () => {
    signInAs('admin');
    const calls = mockFetch(server());
    expect((await dataProvider.getOne('settings', { id: SETTINGS_RECORD_ID })).data).toEqual(loaded);
    const data = { ...loaded, crypto_convert_enabled: false, fiat_to_blocklist: ['USD'] };
    const saved = await dataProvider.update('settings', { id: SETTINGS_RECORD_ID, data, previousData: loaded });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { key: 'crypto_convert_enabled', value: false },
      { key: 'fiat_to_blocklist', value: ['USD'] },
    ]);
    expect(saved.data).toMatchObject({ id: SETTINGS_RECORD_ID, crypto_convert_enabled: false, fiat_to_blocklist: ['USD'] });
  });

  it('sends nothing when a changed value is malformed, and maps the server\'s 422 onto the key\'s field', async () => {
    signInAs('admin');
    const calls = mockFetch(server());
    const bad = await dataProvider.update('settings', { id: SETTINGS_RECORD_ID, data: { ...loaded, fiat_transaction_amount_boundaries: { min: '1', max: '1e9' }, crypto_convert_enabled: false }, previousData: loaded }).catch((e: unknown) => e);
    expect(isApiError(bad) && bad.body.errors).toEqual({ 'fiat_transaction_amount_boundaries.max': 'The value must be a decimal number with at most 8 decimals.' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    const refused = await dataProvider.update('settings', { id: SETTINGS_RECORD_ID, data: { ...loaded, fiat_transaction_amount_boundaries: { min: '0', max: '1' } }, previousData: loaded }).catch((e: unknown) => e);
    expect(isApiError(refused) && refused.status).toBe(422);
    expect(isApiError(refused) && refused.body).toEqual({
      message: 'The maximum must not be lower than the minimum.',
      errors: { 'fiat_transaction_amount_boundaries.max': 'The maximum must not be lower than the minimum.' },
    });
  });
});
