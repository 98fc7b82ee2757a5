import { Alert, Box, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { GrandTotal } from '../../contract/entities';
import { PrintArea } from '../print/PrintArea';
import { PrintButton } from '../print/PrintButton';
import { formatMoney } from '../money/formatMoney';

type GrandTotalPanelProps = { total: GrandTotal | null; currency: string | undefined; showExchange: boolean };

/** Amount, fee, available balance (and the exchange fee and total where relevant); empty while a required value is missing. */
export const GrandTotalPanel = ({ total, currency, showExchange }: GrandTotalPanelProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!total) return <Alert severity="info" data-testid="grand-total-empty">{translate('app.payments.total.missing')}</Alert>;
  const money = (v: string) => (currency ? formatMoney(v, currency, locale) : '') || `${v} ${currency ?? ''}`.trim();
  const rows: Array<[string, string]> = [
    ['amount', money(total.transaction_amount)],
    ['fee', money(total.fee_amount)],
    ...(showExchange ? ([['exchange_fee', money(total.exchange_fee_amount)]] as Array<[string, string]>) : []),
    ['total', money(total.total_amount)],
    ['available', money(total.available_balance)],
    ['next_available', money(total.next_available_balance)],
  ];
  return (
    <Box data-testid="grand-total">
      <PrintArea id="grand-total">
        <Table size="small" aria-label={translate('app.payments.total.title')}>
          <TableBody>
            {rows.map(([key, value]) => (
              <TableRow key={key}>
                <TableCell component="th">{translate(`app.payments.total.${key}`)}</TableCell>
                <TableCell align="right" data-testid={`total-${key}`}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </PrintArea>
      <Box sx={{ mt: 1 }}><PrintButton target="grand-total" /></Box>
      {total.is_enough_balance ? null : <Alert severity="warning" sx={{ mt: 1 }}>{translate('app.payments.total.not_enough')}</Alert>}
    </Box>
  );
};
