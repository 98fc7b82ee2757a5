import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanInput, CheckboxGroupInput, DateInput, NumberInput, SelectArrayInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { COMPANY_FEATURES, CRYPTO_CURRENCIES, FIAT_CURRENCIES } from '../../contract/enums';
import { decimalAmount, wholeDays } from './settingsValidation';

const codes = (list: readonly string[]) => list.map((id) => ({ id, name: id }));
const FIAT = codes(FIAT_CURRENCIES);
const CRYPTO = codes(CRYPTO_CURRENCIES);

/** One group of settings: a heading (h2, for the page outline) and its inputs. */
const Section = ({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>{translate(`app.settings.sections.${title}`)}</Typography>
      {hint ? <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate(`app.settings.hints.${hint}`)}</Typography> : null}
      {children}
    </Box>
  );
};

const useLabel = () => {
  const translate = useTranslate();
  return (field: string) => translate(`app.settings.fields.${field}`);
};

/** Currency lists: what the portal offers and the exchange blocklists. */
export const CurrencySection = () => {
  const label = useLabel();
  return (
    <Section title="currencies" hint="currencies_empty">
      <SelectArrayInput source="portal_fiat_currencies_enabled" label={label('portal_fiat_currencies_enabled')} choices={FIAT} />
      <SelectArrayInput source="portal_crypto_currencies_enabled" label={label('portal_crypto_currencies_enabled')} choices={CRYPTO} />
      <SelectArrayInput source="fiat_from_blocklist" label={label('fiat_from_blocklist')} choices={FIAT} />
      <SelectArrayInput source="fiat_to_blocklist" label={label('fiat_to_blocklist')} choices={FIAT} />
    </Section>
  );
};

/** Minimum and maximum per currency kind, as decimal text (never a float). */
export const BoundariesSection = () => {
  const label = useLabel();
  const amount = { validate: decimalAmount, slotProps: { htmlInput: { inputMode: 'decimal' as const, maxLength: 24 } } };
  return (
    <Section title="boundaries" hint="boundaries">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextInput source="fiat_transaction_amount_boundaries.min" label={label('fiat_min')} {...amount} />
        <TextInput source="fiat_transaction_amount_boundaries.max" label={label('fiat_max')} {...amount} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextInput source="crypto_transaction_amount_boundaries.min" label={label('crypto_min')} {...amount} />
        <TextInput source="crypto_transaction_amount_boundaries.max" label={label('crypto_max')} {...amount} />
      </Stack>
    </Section>
  );
};

/** What a newly registered company or individual starts with, and what features may be switched on. */
export const NewCustomerSection = () => {
  const translate = useTranslate();
  const label = useLabel();
  const features = COMPANY_FEATURES.map((id) => ({ id, name: translate(`app.companies.features.${id}`) }));
  return (
    <>
      <Section title="new_customers">
        <SelectArrayInput source="company_initial_fiat_accounts" label={label('company_initial_fiat_accounts')} choices={FIAT} />
        <SelectArrayInput source="company_initial_crypto_accounts" label={label('company_initial_crypto_accounts')} choices={CRYPTO} />
      </Section>
      <Section title="features" hint="features_allowed">
        <CheckboxGroupInput source="allowed_features_company" label={label('allowed_features_company')} choices={features} row />
        <CheckboxGroupInput source="initial_features_company" label={label('initial_features_company')} choices={features} row />
        <CheckboxGroupInput source="allowed_features_individual" label={label('allowed_features_individual')} choices={features} row />
        <CheckboxGroupInput source="initial_features_individual" label={label('initial_features_individual')} choices={features} row />
      </Section>
    </>
  );
};

/** Deposits (auto exchange, autorecall), compliance auto-approve and the managers' transaction horizon. */
export const PaymentsSection = () => {
  const translate = useTranslate();
  const label = useLabel();
  return (
    <Section title="payments">
      <BooleanInput source="auto_exchange_on_fiat_deposit.enabled" label={label('auto_exchange_enabled')} />
      <SelectInput
        source="auto_exchange_on_fiat_deposit.target_currency"
        label={label('auto_exchange_target_currency')}
        choices={FIAT}
        emptyText={translate('app.settings.none')}
        emptyValue=""
        parse={(v: string | null) => v ?? ''}
      />
      <BooleanInput source="autorecall_deposit_from_blacklisted_agent" label={label('autorecall_deposit_from_blacklisted_agent')} />
      <BooleanInput source="compliance_auto_approve.enabled" label={label('auto_approve_enabled')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextInput
          source="compliance_auto_approve.max_amount"
          label={label('auto_approve_max_amount')}
          validate={decimalAmount}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 24 } }}
        />
        <NumberInput source="compliance_auto_approve.max_age_days" label={label('auto_approve_max_age_days')} validate={wholeDays} step={1} min={0} max={3650} helperText={translate('app.settings.hints.max_age')} />
      </Stack>
      <DateInput
        source="show_transactions_from_log_date"
        label={label('show_transactions_from_log_date')}
        parse={(v: string | null) => v ?? ''}
        helperText={translate('app.settings.hints.log_date')}
      />
    </Section>
  );
};

/** The three crypto exchange switches. */
export const CryptoSection = () => {
  const label = useLabel();
  return (
    <Section title="crypto">
      <BooleanInput source="crypto_exchange_fiat_crypto_enabled" label={label('crypto_exchange_fiat_crypto_enabled')} />
      <BooleanInput source="crypto_exchange_crypto_fiat_enabled" label={label('crypto_exchange_crypto_fiat_enabled')} />
      <BooleanInput source="crypto_convert_enabled" label={label('crypto_convert_enabled')} />
    </Section>
  );
};

/** Sign-in security: the platform's two-factor policy (issue 42). */
export const SecuritySection = () => {
  const label = useLabel();
  return (
    <Section title="security" hint="two_factor_required">
      <BooleanInput source="two_factor_required" label={label('two_factor_required')} />
    </Section>
  );
};
