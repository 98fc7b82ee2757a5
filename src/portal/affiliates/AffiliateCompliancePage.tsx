import { ChildCompliancePage } from './ChildCompliancePage';

/** /manager/affiliates/compliance-trackings. */
export const AffiliateCompliancePage = () => <ChildCompliancePage kind="affiliates" />;
