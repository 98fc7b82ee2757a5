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
  /** react-admin resource of one child company's accounts. */
  accountsResource: 'affiliate-accounts' | 'white-labeled-accounts';
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
    accountsResource: 'affiliate-accounts',
    transactionsPath: '/manager/affiliates/transactions',
    titleKey: 'app.routes.affiliates_transactions',
    complianceTitleKey: 'app.routes.affiliates_kyc',
  },
  'white-labeled': {
    listResource: 'white-labeled',
    transactionsResource: 'white-labeled-transactions',
    complianceResource: 'white-labeled-compliance-trackings',
    accountsResource: 'white-labeled-accounts',
    transactionsPath: '/manager/white-labeled/transactions',
    titleKey: 'app.routes.white_labeled_transactions',
    complianceTitleKey: 'app.routes.white_labeled_kyc',
  },
};
