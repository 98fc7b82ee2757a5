import type { AfterChange, BeforeChange } from '../engine/types';
import { agentDetails } from './agentDetails';
import { ibanLookups, swiftLookups } from './bankLookups';
import { beneficiarySelect } from './beneficiarySelect';
import { countryFromIban } from './countryFromIban';
import type { WithdrawalContext } from './context';
import { makeGrandTotal } from './grandTotal';
import { ibanServices } from './ibanServices';
import { originalTransaction, paymentTemplate } from './originalTransaction';
import { paymentServiceFields } from './paymentServiceFields';
import { portalLock } from './portalLock';
import { protocolFollowsService } from './protocolFollowsService';
import { individualClearsSector, sectorClearsIndustry } from './sectorRules';
import { serviceFollowsList } from './serviceFollowsList';
import { stripIbanSpaces } from './stripIbanSpaces';

/** The withdrawal form's rules (document 1 section 4 "Withdrawal"). */
export const withdrawalBefore: BeforeChange<WithdrawalContext>[] = [
  stripIbanSpaces,
  beneficiarySelect,
  ibanServices,
  countryFromIban,
  serviceFollowsList,
  individualClearsSector,
  sectorClearsIndustry,
  protocolFollowsService,
  paymentServiceFields,
  portalLock,
];

const GRAND_TOTAL_FIELDS = ['bank_account_id', 'amount', 'transfer_service', 'customer_legal_type', 'customer_iban', 'customer_account', 'bank_swift', 'customer_sort_code'];

export const withdrawalAfter = (): AfterChange<WithdrawalContext>[] => [
  makeGrandTotal(['bank_account_id', 'amount', 'transfer_service'], GRAND_TOTAL_FIELDS),
  originalTransaction,
  paymentTemplate,
  agentDetails,
  ibanLookups,
  swiftLookups,
];
