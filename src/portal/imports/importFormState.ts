import type { ImportErrors } from '../../contract/entities';

/** Preview statistics of the first submit (decimal strings as the server sends them). */
export type ImportPreviewStats = { transactionsCount: number; transactionsAmount: string; transactionsAmountWithFee: string; currency?: string; failedCount?: number };

export type ImportFormState = {
  accountId: number | null;
  file: File | null;
  /** Bumped on every file change, so the grid reloads and a stale read is ignored. */
  fileVersion: number;
  stats: ImportPreviewStats | null;
  errors: ImportErrors | null;
  /** After a successful first submit the next submit creates the import (document 1 section 4). */
  isSubmit: boolean;
};

export type ImportFormAction =
  | { type: 'account'; accountId: number | null }
  | { type: 'file'; file: File | null }
  | { type: 'previewed'; stats: ImportPreviewStats; errors: ImportErrors | null }
  | { type: 'failed'; errors: ImportErrors | null }
  | { type: 'created' };

export const initialImportForm: ImportFormState = { accountId: null, file: null, fileVersion: 0, stats: null, errors: null, isSubmit: false };

/**
 * The import form's rules: changing the account resets the file (and so the preview); changing the
 * file resets the statistics and errors; a preview arms the second submit; a refused submit keeps
 * the file and shows its errors.
 */
export const importFormReducer = (s: ImportFormState, a: ImportFormAction): ImportFormState => {
  switch (a.type) {
    case 'account':
      return a.accountId === s.accountId ? s : { ...initialImportForm, accountId: a.accountId, fileVersion: s.fileVersion + 1 };
    case 'file':
      return { ...s, file: a.file, fileVersion: s.fileVersion + 1, stats: null, errors: null, isSubmit: false };
    case 'previewed':
      return { ...s, stats: a.stats, errors: a.errors && Object.keys(a.errors).length ? a.errors : null, isSubmit: true };
    case 'failed':
      return { ...s, errors: a.errors };
    case 'created':
      return { ...initialImportForm, accountId: s.accountId, fileVersion: s.fileVersion + 1 };
  }
};

/** Submit is disabled without a file or an account, or while submitting. */
export const canSubmitImport = (s: ImportFormState, submitting: boolean): boolean => s.file !== null && s.accountId !== null && !submitting;
