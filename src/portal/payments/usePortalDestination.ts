import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PortalServiceAccount } from '../../contract/portals';
import { isApiError } from '../providers/ApiError';
import { isAbortError, lookupCall } from '../providers/lookup';
import { parseWithdrawalShortcuts } from './queryShortcuts';

export type PortalDestinationState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; account: PortalServiceAccount }
  /** message: the server's (a remote portal down says so) or null for a failure without one. */
  | { status: 'failed'; message: string | null };

/**
 * The rp, rp_acct, rp_cur shortcuts of the withdrawal form (document 1 section 4, the "portal service"
 * lookup kind, which cancels an earlier one): the remote account the payment goes to, looked up at the
 * service before anything is sent. The form itself is prefilled from the same shortcuts (withdrawalInitial).
 */
export const usePortalDestination = (): PortalDestinationState => {
  const [search] = useSearchParams();
  const { rp, rp_acct: account, rp_cur: currency } = useMemo(() => parseWithdrawalShortcuts(search), [search]);
  const [state, setState] = useState<PortalDestinationState>(rp && account ? { status: 'loading' } : { status: 'none' });
  useEffect(() => {
    if (!rp || !account) {
      setState({ status: 'none' });
      return;
    }
    setState({ status: 'loading' });
    lookupCall<PortalServiceAccount>('portalService', { params: { service: rp }, query: { account, ...(currency ? { currency } : {}) }, errorContext: 'silent' }).then(
      (found) => setState({ status: 'ready', account: found }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        setState({ status: 'failed', message: isApiError(error) ? (Object.values(error.errors)[0]?.[0] ?? error.message) : null });
      },
    );
  }, [rp, account, currency]);
  return state;
};
