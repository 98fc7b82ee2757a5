import FactCheckIcon from '@mui/icons-material/FactCheck';
import HandshakeIcon from '@mui/icons-material/Handshake';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { kontorResource, numbered } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const AffiliateTransactionsPage = lazyPage(() => import('./AffiliateTransactionsPage'), 'AffiliateTransactionsPage');
const AffiliateCompliancePage = lazyPage(() => import('./AffiliateCompliancePage'), 'AffiliateCompliancePage');
const WhiteLabeledTransactionsPage = lazyPage(() => import('./WhiteLabeledTransactionsPage'), 'WhiteLabeledTransactionsPage');
const WhiteLabeledCompliancePage = lazyPage(() => import('./WhiteLabeledCompliancePage'), 'WhiteLabeledCompliancePage');

/** The `affiliates` resource: served by the dataProvider (providers/resources.ts), labelled under resources.affiliates. */
export const affiliates = kontorResource({ name: 'affiliates', icon: HandshakeIcon, recordRepresentation: 'name' });

/** The `affiliate-transactions` resource: served by the dataProvider (providers/resources.ts), labelled under resources.affiliate-transactions. */
export const affiliateTransactions = kontorResource({ name: 'affiliate-transactions', icon: ReceiptLongIcon, recordRepresentation: 'name', list: AffiliateTransactionsPage });

/** The `affiliate-compliance-trackings` resource: served by the dataProvider (providers/resources.ts), labelled under resources.affiliate-compliance-trackings. */
export const affiliateComplianceTrackings = kontorResource({ name: 'affiliate-compliance-trackings', icon: FactCheckIcon, recordRepresentation: numbered, list: AffiliateCompliancePage });

/** The `white-labeled` resource: served by the dataProvider (providers/resources.ts), labelled under resources.white-labeled. */
export const whiteLabeled = kontorResource({ name: 'white-labeled', icon: StorefrontIcon, recordRepresentation: 'name' });

/** The `white-labeled-transactions` resource: served by the dataProvider (providers/resources.ts), labelled under resources.white-labeled-transactions. */
export const whiteLabeledTransactions = kontorResource({ name: 'white-labeled-transactions', icon: ReceiptLongIcon, recordRepresentation: 'name', list: WhiteLabeledTransactionsPage });

/** The `white-labeled-compliance-trackings` resource: served by the dataProvider (providers/resources.ts), labelled under resources.white-labeled-compliance-trackings. */
export const whiteLabeledComplianceTrackings = kontorResource({ name: 'white-labeled-compliance-trackings', icon: FactCheckIcon, recordRepresentation: numbered, list: WhiteLabeledCompliancePage });
