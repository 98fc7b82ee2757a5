import { managerAccountCalls } from './managerAccounts';
import { managerApprovalCalls } from './managerApprovals';
import { managerComplianceCalls } from './managerCompliance';
import { managerConnectCalls, managerStatementScheduleCalls, managerWebhookCalls } from './managerConnect';
import { managerCryptoCalls } from './managerCrypto';
import { managerIntegrationCalls } from './managerIntegrations';
import { managerScheduleCalls } from './managerSchedules';
import { managerSupportCalls } from './managerSupport';
import { managerTemplateCalls } from './managerTemplates';
import { managerTransactionCalls } from './managerTransactions';

/** Every manager/ call (document 2, section 7): manager and manager-reader; writes refuse manager-reader. */
export const managerCalls = {
  ...managerAccountCalls,
  ...managerTransactionCalls,
  ...managerCryptoCalls,
  ...managerComplianceCalls,
  ...managerSupportCalls,
  ...managerIntegrationCalls,
  ...managerApprovalCalls,
  ...managerScheduleCalls, ...managerTemplateCalls,
  ...managerConnectCalls,
  ...managerWebhookCalls,
  ...managerStatementScheduleCalls,
};

export { managerAccountCalls, managerApprovalCalls, managerComplianceCalls, managerConnectCalls, managerCryptoCalls, managerWebhookCalls, managerIntegrationCalls, managerScheduleCalls, managerSupportCalls, managerTemplateCalls, managerTransactionCalls };
