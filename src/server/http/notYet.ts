/**
 * Calls of the contract that have no server route yet. Each later issue removes the names it
 * implements; a test fails when a call is neither routed nor listed here, or listed but routed.
 */
export const NOT_YET: ReadonlySet<string> = new Set<string>([
 
 
 
 
 
  'affiliateMerchantPayment.get',
 
 
 
 
 
 
 
 
 
  'manager.portals.autoTransfer', 'manager.portals.autoTransferDelete', 'manager.portals.remoteAccounts', 'manager.portals.signIn', 'manager.portals.signUpCompany', 'manager.portals.signUpEmployee',
  'manager.products.create', 'manager.products.get', 'manager.products.image', 'manager.products.list', 'manager.products.update',
  'manager.psp.accounts', 'manager.psp.accountsCreate', 'manager.psp.payment', 'manager.psp.revokeToken', 'manager.psp.signUp',
 
 
  'products.public', 'products.wallet',
 
 
]);
