import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../realtime/useRealtimeEvent';
import { applyAccountCreated, applyAccountUpdate, isLiveAccount } from './liveAccounts';

/**
 * Accounts follow the company channel (document 2 section 7, "account created and updated"): a
 * balance moved by a payment, a hold, an approval or a top-up shows at once on the accounts page, the
 * dashboard and every open payment form. Mounted once in the layout; renders nothing.
 */
export const LiveAccounts = () => {
  const queryClient = useQueryClient();
  useRealtimeEvent('account.updated', (data) => {
    if (isLiveAccount(data)) applyAccountUpdate(queryClient, data);
  });
  useRealtimeEvent('account.created', () => void applyAccountCreated(queryClient));
  return null;
};
