import { LinearProgress, Pagination, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

type ComplianceFeedbackProps = {
  isFetching: boolean;
  /** When the data could not be loaded: the generic error message. */
  failed?: boolean;
  /** Whether there is nothing to show, and the translation key of what to say then. */
  empty?: boolean;
  emptyKey?: string;
};

/**
 * The loading, error and empty states of the compliance pages that show their trackings as cards
 * (a subject's trackings, the user's own, a company's for an administrator), not as a list.
 */
export const ComplianceFeedback = ({ isFetching, failed = false, empty = false, emptyKey }: ComplianceFeedbackProps) => {
  const translate = useTranslate();
  return (
    <>
      {isFetching ? <LinearProgress /> : null}
      {failed ? <Typography color="error" sx={{ py: 2 }}>{translate('app.error.unknown')}</Typography> : null}
      {empty && emptyKey ? <Typography color="text.secondary" sx={{ py: 3 }}>{translate(emptyKey)}</Typography> : null}
    </>
  );
};

type CardPagesProps = { total: number | undefined; perPage: number; page: number; onPage: (page: number) => void };

/** The pages of a card list (shown when there is more than one). */
export const CardPages = ({ total, perPage, page, onPage }: CardPagesProps) => {
  const count = Math.ceil((total ?? 0) / perPage);
  return count > 1 ? <Pagination count={count} page={page} onChange={(_, p) => onPage(p)} sx={{ my: 2 }} /> : null;
};
