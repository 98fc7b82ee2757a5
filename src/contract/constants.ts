/** Business constants of document 2, section 9 (extended by the contract helper). */
export const PAGE_SIZE = 100;
export const RELEASE_ID = '20250911095302';
