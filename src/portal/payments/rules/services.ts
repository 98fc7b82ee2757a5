import { NON_IBAN_TRANSFER_SERVICES, TRANSFER_SERVICES, type TransferService } from '../../../contract/enums';

/** The services offered for an IBAN-shaped value: all five, portal only when the company has a portal service. */
export const allServices = (portalAvailable: boolean): TransferService[] => TRANSFER_SERVICES.filter((s) => portalAvailable || s !== 'portal');

export const nonIbanServices = (): TransferService[] => [...NON_IBAN_TRANSFER_SERVICES];

/** A beneficiary saved without IBAN: UK account with sort code (FPS/CHAPS) or a SWIFT payment. */
export const accountOnlyServices = (hasSortCode: boolean): TransferService[] => (hasSortCode ? ['fps_chaps', 'swift', 'israel'] : nonIbanServices());
