/**
 * Calls of the contract that have no server route yet. Each later issue removes the names it
 * implements; a test fails when a call is neither routed nor listed here, or listed but routed.
 */
export const NOT_YET: ReadonlySet<string> = new Set<string>([
 
  // admin.companies.* compliance calls wait for the KYC feature (compliance_trackings has no writer yet).
  'admin.companies.compliances', 'admin.companies.employeeCompliances',
 
  'admin.kycFileArchives.create', 'admin.kycFileArchives.download', 'admin.kycFileArchives.list',
 
 
 
  'affiliateMerchantPayment.get',
  'auth.flexpsp', 'auth.fromLegacy', 'auth.loginIframe', 'auth.portals', 'auth.rocketChat', 'auth.toLegacy',
 
 
 
  'manager.affiliates.complianceTrackings',
 
 
 
 
  'manager.compliance.byEntity', 'manager.compliance.counts', 'manager.compliance.formUrl', 'manager.compliance.list', 'manager.compliance.signature', 'manager.compliance.uploadDocument', 'manager.compliance.videoUrl',
 
 
  'manager.portals.autoTransfer', 'manager.portals.autoTransferDelete', 'manager.portals.remoteAccounts', 'manager.portals.signIn', 'manager.portals.signUpCompany', 'manager.portals.signUpEmployee',
  'manager.products.create', 'manager.products.get', 'manager.products.image', 'manager.products.list', 'manager.products.update',
  'manager.psp.accounts', 'manager.psp.accountsCreate', 'manager.psp.payment', 'manager.psp.revokeToken', 'manager.psp.signUp',
 
 
  'manager.whiteLabeled.complianceTrackings',
  'products.public', 'products.wallet',
 
 
]);
