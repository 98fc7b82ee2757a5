import type { BeforeChange } from '../engine/types';
import { blank, changed } from '../engine/types';
import type { WithdrawalContext } from './context';
import { isIbanShaped } from './ibanShape';
import { allServices, nonIbanServices } from './services';

/**
 * When the IBAN field changes: an IBAN-shaped value offers all five services and clears the account
 * number; any other value offers swift and israel, and with sepa selected it moves into customer_account.
 * A portal payment keeps its own list (portalLock).
 */
export const ibanServices: BeforeChange<Pick<WithdrawalContext, 'portalAvailable'>> = {
  name: 'ibanServices',
  priority: 5,
  run: (next, prev, context) => {
    if (!changed(next, prev, 'customer_iban') || blank(next.customer_iban) || !blank(next.portal_service)) return null;
    if (isIbanShaped(next.customer_iban)) return { iban_transfer_services: allServices(context.portalAvailable), customer_account: '' };
    if (next.transfer_service === 'sepa') return { iban_transfer_services: nonIbanServices(), customer_account: next.customer_iban, customer_iban: '' };
    return { iban_transfer_services: nonIbanServices() };
  },
};
