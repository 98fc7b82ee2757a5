import { ChildCompliancePage } from './ChildCompliancePage';

/** /manager/white-labeled/compliance-trackings. */
export const WhiteLabeledCompliancePage = () => <ChildCompliancePage kind="white-labeled" />;
