import { action } from './writeRequest';

/**
 * The dataProvider's writes that are not a resource's create, update or delete: decisions, role
 * changes, payments, purges… Each is one call of the contract, typed by it, and goes through the write
 * wrapper like the standard writes (`meta`: summary, oneTimeCode, bypassDuplicate). Pages call them
 * through useMutation.
 */
export const actions = {
  /** A payment of any kind (iban, transfer, convert…): the Idempotency-Key makes a re-send after an unknown outcome safe. */
  createTransaction: action('manager.transactions.create'),
  buyCrypto: action('manager.crypto.fiatCrypto'),
  sellCrypto: action('manager.crypto.cryptoFiat'),
  withdrawCrypto: action('manager.crypto.withdraw'),
  /** The deposit wallet of a crypto receive, then the announced deposit. */
  getDepositWallet: action('manager.crypto.walletForDeposit'),
  announceCryptoDeposit: action('manager.crypto.deposit'),
  sendAffiliateFunds: action('manager.affiliates.sendFunds'),
  approveApiPayments: action('admin.transactions.approveApiPayments'),
  runIntegrityCheck: action('admin.bankAccounts.integrityCheck'),
  selectBankAccount: action('manager.bankAccounts.select'),
  /** A payments spreadsheet (multipart): its preview, or the import created from it. */
  importTransactions: action('manager.transactions.import'),
  /** The company's sign-up at the PSP and the revocation of its API token: the merchant with a new token. */
  pspSignUp: action('manager.psp.signUp'),
  revokePspToken: action('manager.psp.revokeToken'),
  /** The payment address of a public product purchase (one Idempotency-Key per visit: meta.idempotencyKey). */
  getPurchaseWallet: action('products.wallet'),
  /** A product's image (multipart: PNG, JPEG or WebP). */
  uploadProductImage: action('manager.products.image'),
  // A remote portal service: the company's and the employee's sign-up, and the automatic transfer rules.
  signUpPortalCompany: action('manager.portals.signUpCompany'),
  signUpPortalEmployee: action('manager.portals.signUpEmployee'),
  createPortalAutoTransfer: action('manager.portals.autoTransfer'),
  deletePortalAutoTransfer: action('manager.portals.autoTransferDelete'),
  denyTransaction: action('manager.transactions.deny'),
  setSourceOfFunds: action('manager.transactions.sourceOfFunds'),
  /** The bank's blacklist state of a transaction agent (admin). */
  blacklistAgent: action('admin.agents.blacklist'),
};
