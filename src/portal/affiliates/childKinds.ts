/**
 * The two kinds of child companies a manager reads (document 1 section 2.3): affiliates (affiliation
 * feature) and white-labeled companies (white-label feature). The pages, resources and calls of each.
 */
export type ChildKind = 'affiliates' | 'white-labeled';

export type ChildKindDef = {
  /** react-admin resource of the children list (its cache lifetime comes from RESOURCES). */
  listResource: 'affiliates' | 'white-labeled';
  /** react-admin resource of the children's transaction list. */
  transactionsResource: 'affiliate-transactions' | 'white-labeled-transactions';
  /** react-admin resource of the children's compliance trackings. */
  complianceResource: 'affiliate-compliance-trackings' | 'white-labeled-compliance-trackings';
  accountsCall: 'manager.affiliates.accounts' | 'manager.whiteLabeled.accounts';
  /** Route path prefix of the transaction pages, followed by the mode. */
  transactionsPath: string;
  titleKey: string;
  complianceTitleKey: string;
};

export const CHILD_KINDS: Readonly<Record<ChildKind, ChildKindDef>> = {
  affiliates: {
    listResource: 'affiliates',
    transactionsResource: 'affiliate-transactions',
    complianceResource: 'affiliate-compliance-trackings',
    accountsCall: 'manager.affiliates.accounts',
    transactionsPath: '/manager/affiliates/transactions',
    titleKey: 'app.routes.affiliates_transactions',
    complianceTitleKey: 'app.routes.affiliates_kyc',
  },
  'white-labeled': {
    listResource: 'white-labeled',
    transactionsResource: 'white-labeled-transactions',
    complianceResource: 'white-labeled-compliance-trackings',
    accountsCall: 'manager.whiteLabeled.accounts',
    transactionsPath: '/manager/white-labeled/transactions',
    titleKey: 'app.routes.white_labeled_transactions',
    complianceTitleKey: 'app.routes.white_labeled_kyc',
  },
};
