import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider, type UpdateParams } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_SETTINGS, type SettingsValues } from '../../../../src/contract/enums';
import { SETTINGS_RECORD_ID } from '../../../../src/portal/providers/settingsRecord';
import { SettingsEdit } from '../../../../src/portal/settings/SettingsEdit';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

const stored: SettingsValues = {
  ...EMPTY_SETTINGS,
  portal_fiat_currencies_enabled: ['EUR', 'USD'],
  fiat_transaction_amount_boundaries: { min: '1.00', max: '1000000.00' },
  crypto_transaction_amount_boundaries: { min: '0.0001', max: '250000' },
  allowed_features_company: ['crypto', 'portals'],
  initial_features_company: ['portals'],
  compliance_auto_approve: { enabled: false, max_amount: '10000.00', max_age_days: 30 },
  crypto_convert_enabled: true,
};

/** The settings record over testDataProvider; `refuse` answers the update like the server's 422. */
const serve = (refuse?: Record<string, string>) => {
  const updates: UpdateParams[] = [];
  const dataProvider = testDataProvider({
    getOne: (async (resource: string) => ({ data: { ...stored, id: SETTINGS_RECORD_ID, resource } })) as DataProvider['getOne'],
    update: (async (_resource: string, params: UpdateParams) => {
      updates.push(params);
      if (refuse) throw Object.assign(new Error('The amount is invalid.'), { status: 422, body: { message: 'The amount is invalid.', errors: refuse } });
      return { data: { ...params.previousData, ...params.data } };
    }) as DataProvider['update'],
  });
  return { updates, dataProvider };
};

const open = (dataProvider: DataProvider) => renderRoutes('/admin/settings', { '/admin/settings': <SettingsEdit /> }, { dataProvider });

afterEach(cleanUpPages);

describe('SettingsEdit (settings resource)', () => {
  it('shows every group with the stored values, and saves through the record update with the loaded record as previous data', async () => {
    signInAs('admin');
    const { updates, dataProvider } = serve();
    const user = userEvent.setup();
    open(dataProvider);
    const max = await screen.findByLabelText('Fiat maximum');
    // Settings are saved, never deleted: the toolbar has no Delete.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await waitFor(() => expect(max).toHaveValue('1000000.00'));
    for (const heading of ['Currencies', 'Transaction amount boundaries', 'New customers', 'Features', 'Deposits and approvals', 'Crypto exchange']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Crypto minimum')).toHaveValue('0.0001');
    expect(screen.getByLabelText('Crypto conversion (crypto to crypto) enabled')).toBeChecked();
    expect(screen.getByLabelText('Buying crypto (fiat to crypto) enabled')).not.toBeChecked();
    const allowed = screen.getByRole('group', { name: 'Features allowed for companies' });
    expect(within(allowed).getByLabelText('Crypto')).toBeChecked();
    expect(within(allowed).getByLabelText('PSP portal')).not.toBeChecked();
    expect(screen.getByLabelText('Auto-approve maximum compliance age (days)')).toHaveValue(30);

    await user.clear(max);
    await user.type(max, '5000.00');
    await user.click(within(allowed).getByLabelText('PSP portal'));
    await user.click(screen.getByLabelText('Buying crypto (fiat to crypto) enabled'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    const [update] = updates as [UpdateParams];
    expect(update.id).toBe(SETTINGS_RECORD_ID);
    expect(update.previousData).toMatchObject({ fiat_transaction_amount_boundaries: { min: '1.00', max: '1000000.00' } });
    expect(update.data).toMatchObject({
      fiat_transaction_amount_boundaries: { min: '1.00', max: '5000.00' },
      allowed_features_company: ['crypto', 'portals', 'psp_portal'],
      crypto_exchange_fiat_crypto_enabled: true,
      crypto_convert_enabled: true,
    });
  });

  it('refuses a malformed amount on its input before sending, and puts the server\'s 422 message on its field', async () => {
    signInAs('admin');
    const { updates, dataProvider } = serve({ 'fiat_transaction_amount_boundaries.max': 'The maximum must not be lower than the minimum.' });
    const user = userEvent.setup();
    open(dataProvider);
    const max = await screen.findByLabelText('Fiat maximum');
    await waitFor(() => expect(max).toHaveValue('1000000.00'));
    await user.clear(max);
    await user.type(max, '1e5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a decimal number with at most 8 decimals, like 1000.00.')).toBeInTheDocument();
    expect(updates).toHaveLength(0);

    await user.clear(max);
    await user.type(max, '0.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Fiat maximum')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The maximum must not be lower than the minimum.')).toBeInTheDocument();
    expect(updates).toHaveLength(1);
  });
});
