import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type SortPayload } from 'react-admin';
import type { Transaction } from '../../contract/entities';
import { exportRows } from './exportValue';
import { type ExportFormat, saveBlob, spreadsheetBlob } from './spreadsheetFile';
import type { TransactionListResource } from './useTransactionPage';

type ExportButtonsProps = {
  resource: TransactionListResource;
  filter: Record<string, unknown>;
  sort: SortPayload;
  columns: readonly string[];
  fileName: string;
};

/** At most this many pages of 100 go into one file; a larger export belongs in a report. */
const MAX_PAGES = 50;

/** Exports the whole filtered list (every page, in the list's order) as CSV or xlsx. */
export const ExportButtons = ({ resource, filter, sort, columns, fileName }: ExportButtonsProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const records: Transaction[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const { data, total } = await dataProvider.getList<Transaction>(resource, { pagination: { page, perPage: 100 }, sort, filter });
        records.push(...data);
        if (data.length < 100 || records.length >= (total ?? 0)) break;
      }
      const rows = exportRows(records, columns, (c) => translate(`app.money.columns.${c}`));
      saveBlob(await spreadsheetBlob(rows, format, fileName), `${fileName}.${format}`);
    } catch {
      notify('app.money.list.export_failed', { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button key={format} startIcon={<DownloadIcon />} disabled={busy !== null} onClick={() => void run(format)}>
          {translate(busy === format ? 'app.money.list.exporting' : `app.money.list.export_${format}`)}
        </Button>
      ))}
    </>
  );
};
