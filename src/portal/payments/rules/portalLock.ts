import type { BeforeChange } from '../engine/types';
import { blank } from '../engine/types';

/**
 * With a portal service chosen, the routing is the service's (document 1 section 4 "Withdrawal": it
 * locks the fields), but the person still says how much to send and why: the amount and the reference
 * message stay editable (issue 43: a locked amount could only send the default 100).
 */
export const PORTAL_EDITABLE_FIELDS = ['customer_ref_message', 'amount'] as const;

export const isLockedByPortal = (values: Record<string, unknown>, field: string): boolean =>
  !blank(values.portal_service) && !(PORTAL_EDITABLE_FIELDS as readonly string[]).includes(field);

/** A portal service restricts the service list to portal. */
export const portalLock: BeforeChange<unknown> = {
  name: 'portalLock',
  priority: 20,
  run: (next) => {
    if (blank(next.portal_service)) return null;
    const list = next.iban_transfer_services;
    const isPortalOnly = Array.isArray(list) && list.length === 1 && list[0] === 'portal';
    return isPortalOnly && next.transfer_service === 'portal' ? null : { iban_transfer_services: ['portal'], transfer_service: 'portal' };
  },
};
