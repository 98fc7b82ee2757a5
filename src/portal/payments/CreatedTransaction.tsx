import { Alert, Link as MuiLink } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Transaction } from '../../contract/entities';

/** The transaction just created: reference and status, with a link to its detail. */
export const CreatedTransaction = ({ transaction }: { transaction: Transaction | null }) => {
  const translate = useTranslate();
  if (!transaction) return null;
  return (
    <Alert severity="success" sx={{ mb: 2 }} data-testid="created-transaction">
      {translate('app.payments.created', { reference: transaction.source_reference ?? transaction.name ?? `#${transaction.id}`, status: transaction.readable_status })}{' '}
      <MuiLink component={Link} to={`/manager/transactions/${transaction.id}`}>
        {translate('app.payments.view_transaction')}
      </MuiLink>
    </Alert>
  );
};
