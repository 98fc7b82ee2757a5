import { looksLikeXml, openPain001 } from './readPain001';
import { type OpenedSheet, openWorkbook } from './readWorkbook';

/** The account an import pays from, as a pain.001 file is checked against it. */
export type ImportAccount = { iban: string | null; currency: string };

/** An import upload as rows: a pain.001 XML file (issue 41) or the xlsx template. */
export const openImportFile = (buf: Buffer, account: ImportAccount): OpenedSheet =>
  looksLikeXml(buf) ? openPain001(buf, account) : openWorkbook(buf);

/** The stored file's extension and content type. */
export const importFileKind = (buf: Buffer | null): { extension: 'xml' | 'xlsx'; contentType: string } =>
  buf && looksLikeXml(buf) ? { extension: 'xml', contentType: 'application/xml' } : { extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
