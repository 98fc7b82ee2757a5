import type { CallName } from '../../contract/calls';
import { fetchFile } from '../providers/fileRequest';
import { saveBlob } from './spreadsheetFile';

export { fetchFile } from '../providers/fileRequest';

/** Query values of a file call (a period, a format). */
type FileQuery = Parameters<typeof fetchFile>[3];

/**
 * Downloads the file answer of a call (PDF documents, spreadsheets) as the browser's download; the
 * request (session headers, error catalogue) is the provider's (providers/fileRequest.ts).
 */
export const downloadFile = async (name: CallName, params: Record<string, string | number>, fallbackName: string, query: FileQuery = {}): Promise<void> => {
  const { blob, fileName } = await fetchFile(name, params, fallbackName, query);
  saveBlob(blob, fileName);
};
