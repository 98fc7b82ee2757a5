import { adminComplianceCalls } from './adminCompliance';
import { adminContentCalls } from './adminContent';
import { adminPortalSandboxCalls } from './adminPortalSandbox';
import { adminTransactionCalls } from './adminTransactions';
import { adminUserCalls } from './adminUsers';

/** Every a/ call (document 2, section 7 "Admin"): super-admin and admin only. */
export const adminCalls = {
  ...adminTransactionCalls,
  ...adminUserCalls,
  ...adminContentCalls,
  ...adminComplianceCalls,
  ...adminPortalSandboxCalls,
};

export { adminComplianceCalls, adminContentCalls, adminTransactionCalls, adminUserCalls };
