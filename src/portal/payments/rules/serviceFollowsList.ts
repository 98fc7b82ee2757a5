import type { BeforeChange } from '../engine/types';

/** transfer_service follows the first offered service when it is not in the list. */
export const serviceFollowsList: BeforeChange<unknown> = {
  name: 'serviceFollowsList',
  priority: 10,
  run: (next) => {
    const list = Array.isArray(next.iban_transfer_services) ? (next.iban_transfer_services as string[]) : [];
    if (list.length === 0 || list.includes(String(next.transfer_service))) return null;
    return { transfer_service: list[0] };
  },
};
