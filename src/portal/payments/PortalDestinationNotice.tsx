import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PortalDestinationState } from './usePortalDestination';
import { groupedIban } from '../money/groupedIban';

/** Above the withdrawal form opened for a portal service: the remote account it pays into, or why it was not found. */
export const PortalDestinationNotice = ({ state }: { state: PortalDestinationState }) => {
  const translate = useTranslate();
  if (state.status === 'none') return null;
  if (state.status === 'loading') return <Alert severity="info" sx={{ mb: 2 }}>{translate('app.portals.destination.loading')}</Alert>;
  if (state.status === 'failed') {
    return <Alert severity="warning" sx={{ mb: 2 }} role="alert" data-testid="portal-destination-failed">{translate(state.message ?? 'app.portals.destination.failed', { _: state.message ?? '' })}</Alert>;
  }
  const a = state.account;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="portal-destination">
      <AlertTitle>{translate('app.portals.destination.title', { service: translate(`app.portals.services.${a.portal_service}`, { _: a.portal_service }) })}</AlertTitle>
      {translate('app.portals.destination.text', { name: a.name, id: a.id, currency: a.currency, iban: a.iban ? groupedIban(a.iban) : '—', holder: a.holder })}
    </Alert>
  );
};
