import { Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Transaction } from '../../contract/entities';
import { SOURCE_OF_FUNDS_OPTIONS } from '../../contract/constants';
import { formatDateTime, formatMoney } from '../money/formatMoney';
import { groupedIban } from '../money/groupedIban';
import { statusChip, TransactionCell } from './TransactionCell';

type TransactionFactsProps = { record: Transaction & { to_amount?: string | null; to_currency?: string | null; rate?: string | null; status_reason?: string | null } };

/**
 * Where a withdrawal went: the payee's IBAN, else its account number (with the sort code), when the
 * answer carries the payee (the manager's detail, every admin answer). Issue 21 item 7.
 */
const payeeAccountFacts = (t: Transaction): [string, ReactNode][] => {
  const iban = t.payee?.customer_iban;
  const account = [t.payee?.customer_sort_code, t.payee?.customer_account].filter(Boolean).join(' ');
  const mono = (text: string) => <Typography key="payee" component="span" sx={{ fontFamily: 'monospace' }}>{text}</Typography>;
  if (iban) return [['payee_iban', mono(groupedIban(iban))]];
  return account ? [['payee_account', mono(account)]] : [];
};

/** The facts of a transaction as label/value pairs. */
export const TransactionFacts = ({ record: t }: TransactionFactsProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = (key: string) => translate(`app.money.detail.fields.${key}`);
  const facts: [string, ReactNode][] = [
    ['source_reference', t.source_reference ?? ''],
    ['type', <TransactionCell key="type" record={t} column="type_id" translate={translate} locale={locale} />],
    // The chip alone: the reason has its own field below (once on the page, not under the chip as well).
    ['status', statusChip(t, translate)],
    ['amount', formatMoney(t.amount, t.currency, locale)],
    ['fee', formatMoney(t.fee_amount, t.currency, locale)],
    ...(t.to_amount && t.to_currency ? ([['to_amount', formatMoney(t.to_amount, t.to_currency, locale)]] as [string, string][]) : []),
    ...(t.rate ? ([['rate', t.rate]] as [string, string][]) : []),
    ['from_account', <TransactionCell key="from" record={t} column="from_account" translate={translate} locale={locale} />],
    ...(t.to_account ? ([['to_account', <TransactionCell key="to" record={t} column="to_account" translate={translate} locale={locale} />]] as [string, ReactNode][]) : []),
    ['remitter', t.remitter_name ?? ''],
    ['beneficiary', t.beneficiary_name ?? ''],
    ...payeeAccountFacts(t),
    ['protocol', t.transmission_protocol_id ?? ''],
    ['ref_message', t.ref_message ?? ''],
    ['source_of_funds', t.source_id ? translate(`app.money.detail.source_options.${t.source_id}`, { _: SOURCE_OF_FUNDS_OPTIONS[t.source_id] }) : '—'],
    ['created_at', formatDateTime(t.created_at, locale)],
    ['executed_at', formatDateTime(t.log_created_at, locale) || '—'],
    // The server's reason, in the chosen language (its catalogue, i18nProvider).
    ...(t.status_reason ? ([['status_reason', translate(t.status_reason, { _: t.status_reason })]] as [string, string][]) : []),
  ];
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {facts.map(([key, value]) => (
        <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
          <Typography component="dt" variant="caption" color="text.secondary">{label(key)}</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{value}</Typography>
        </Grid>
      ))}
    </Grid>
  );
};
