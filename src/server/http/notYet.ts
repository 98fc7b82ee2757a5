/**
 * Calls of the contract that have no server route yet. Each later issue removes the names it
 * implements; a test fails when a call is neither routed nor listed here, or listed but routed.
 */
export const NOT_YET: ReadonlySet<string> = new Set<string>([
 
 
 
 
 
  'affiliateMerchantPayment.get',
  'auth.flexpsp', 'auth.fromLegacy', 'auth.loginIframe', 'auth.portals', 'auth.rocketChat', 'auth.toLegacy',
 
 
 
 
 
 
 
  // No video or form verification provider on the reference server (decisions: "Compliance (KYC)").
  'manager.compliance.formUrl', 'manager.compliance.videoUrl',
 
 
  'manager.portals.autoTransfer', 'manager.portals.autoTransferDelete', 'manager.portals.remoteAccounts', 'manager.portals.signIn', 'manager.portals.signUpCompany', 'manager.portals.signUpEmployee',
  'manager.products.create', 'manager.products.get', 'manager.products.image', 'manager.products.list', 'manager.products.update',
 
 
  'products.public', 'products.wallet',
 
 
]);
