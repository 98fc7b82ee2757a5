import type { BeforeChange } from '../engine/types';
import { blank, changed } from '../engine/types';
import { accountOf, type TransferContext } from './context';

type DestinationContext = Pick<TransferContext, 'kind' | 'transferMap' | 'accounts'>;

/** The destinations the transfer map allows from a source, for the form's kind. */
export const allowedDestinations = (context: DestinationContext, source: unknown): number[] => context.transferMap?.[context.kind]?.[String(source)] ?? [];

/** The accounts a payment between own accounts shows: the chosen source and destination, and the destinations the source allows. */
export const accountSides = (context: DestinationContext, values: { bank_account_id?: unknown; to_account_id?: unknown }) => ({
  source: accountOf(context.accounts, values.bank_account_id),
  destination: accountOf(context.accounts, values.to_account_id),
  destinations: allowedDestinations(context, values.bank_account_id).flatMap((id) => context.accounts.filter((a) => a.id === id)),
});

/** Changing the source clears a destination the transfer map does not allow. */
export const destinationAllowed: BeforeChange<DestinationContext> = {
  name: 'destinationAllowed',
  priority: 5,
  run: (next, prev, context) => {
    if (!changed(next, prev, 'bank_account_id') || blank(next.to_account_id) || !context.transferMap) return null;
    return allowedDestinations(context, next.bank_account_id).includes(Number(next.to_account_id)) ? null : { to_account_id: '' };
  },
};

/** An empty destination becomes the first allowed account whose internal protocol is not disabled. */
export const defaultDestination: BeforeChange<DestinationContext> = {
  name: 'defaultDestination',
  priority: 10,
  run: (next, _prev, context) => {
    if (!blank(next.to_account_id) || blank(next.bank_account_id)) return null;
    const first = allowedDestinations(context, next.bank_account_id).find((id) => {
      const account = accountOf(context.accounts, id);
      return account !== undefined && !account.transmission_protocols_disabled.includes('INTERNAL');
    });
    return first === undefined ? null : { to_account_id: first };
  },
};
