import { Alert, Box, Button, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useReducer, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ImportErrors } from '../../contract/entities';
import { PageFrame } from '../frame/PageFrame';
import { accountLabel } from '../payments/accountOptions';
import { formatMoney } from '../money/formatMoney';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { useCompanyAccounts } from '../accounts/useCompanyAccounts';
import { useFormMutation } from '../errors/useFormMutation';
import type { KontorDataProvider } from '../providers/dataProvider';
import { ImportFailureList } from './ImportOutcomeMessage';
import { ImportStats } from './ImportStats';
import { canSubmitImport, type ImportPreviewStats, importFormReducer, initialImportForm } from './importFormState';
import { readSheetGrid, type SheetGrid } from './readSheetGrid';
import { SheetGridView } from './SheetGridView';

export const TEMPLATE_URL = '/api/v1/imports/template';

/** The files the import takes: an xlsx spreadsheet, or a pain.001 (001.001.03 / 001.001.09) XML payment file (issue 41). */
const IMPORT_FILE_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,.xml,application/xml,text/xml';
const isXmlFile = (file: File): boolean => /\.xml$/i.test(file.name) || /xml$/.test(file.type);

const isPreview = (r: unknown): r is ImportPreviewStats & { errors?: ImportErrors } => typeof r === 'object' && r !== null && 'transactionsCount' in r;

/** /manager/payments/import: choose a fiat account and an xlsx or pain.001 XML file, preview it, then create the import. */
export const ImportPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  useDocumentTitle('app.routes.import');
  const [locale] = useLocaleState();
  const [state, dispatch] = useReducer(importFormReducer, initialImportForm);
  const [grid, setGrid] = useState<SheetGrid | null>(null);
  const [gridFailed, setGridFailed] = useState(false);
  const dataProvider = useDataProvider<KontorDataProvider>();
  const fiatAccounts = (useCompanyAccounts().data ?? []).filter((a) => a.currency_unit.currency_type === 'fiat');

  // The grid follows the chosen file; a newer choice wins over a slow read.
  useEffect(() => {
    let live = true;
    setGrid(null);
    setGridFailed(false);
    // A pain.001 XML file has no sheet to show: the server's preview lists its credit transfers.
    if (state.file && !isXmlFile(state.file)) readSheetGrid(state.file).then((g) => live && setGrid(g), () => live && setGridFailed(true));
    return () => {
      live = false;
    };
  }, [state.file, state.fileVersion]);

  // What the code dialog shows: the previewed total and how many payees.
  const summary = () => (state.stats ? { amount: (state.stats.currency ? formatMoney(state.stats.transactionsAmountWithFee, state.stats.currency, locale) : '') || `${state.stats.transactionsAmountWithFee} ${state.stats.currency ?? ''}`.trim(), payee: translate('app.imports.form.payees', { count: state.stats.transactionsCount }) } : null);
  const send = () => {
    const form = new FormData();
    if (state.file) form.append('file', state.file);
    form.append('bank_account_id', String(state.accountId ?? ''));
    form.append('is_submit', state.isSubmit ? '1' : '0');
    return dataProvider.importTransactions({ body: form, meta: { summary: summary() } });
  };
  const { submit, loading, message } = useFormMutation(
    send,
    {
      onSuccess: (result: unknown) => {
        if (isPreview(result)) {
          dispatch({ type: 'previewed', stats: result, errors: result.errors ?? null });
          return;
        }
        const created = result as { id?: number };
        dispatch({ type: 'created' });
        // The import's page says "Processing will begin shortly" itself while it is queued, and what
        // came of it once finished: a toast of the same words would outlive it (issue 43).
        if (created.id) navigate(`/manager/imports/${created.id}`);
        else notify('app.imports.messages.created', { type: 'info' });
      },
    },
  );

  const onSubmit = async () => {
    const fields = await submit({});
    if (fields) dispatch({ type: 'failed', errors: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.split('\n')])) });
  };

  return (
    <PageFrame titleKey="app.routes.import">
      <Stack spacing={2} sx={{ maxWidth: 1200 }}>
        <TextField
          select
          label={translate('app.imports.form.bank_account')}
          value={state.accountId ?? ''}
          onChange={(e) => dispatch({ type: 'account', accountId: e.target.value === '' ? null : Number(e.target.value) })}
          sx={{ maxWidth: 420 }}
          slotProps={{ htmlInput: { 'data-testid': 'import-account' } }}
        >
          {fiatAccounts.map((a) => <MenuItem key={a.id} value={a.id}>{accountLabel(a, locale)}</MenuItem>)}
        </TextField>
        {/* The file button and the template link wrap on a phone; the link is a touch-sized target (WCAG 2.5.8). */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
          <Typography variant="body2" sx={{ mb: 1, flexBasis: '100%' }}>{translate('app.imports.form.upload_label')}</Typography>
          <Button variant="outlined" component="label">
            {state.file ? state.file.name : translate('app.imports.form.choose_file')}
            <input
              key={state.fileVersion}
              hidden
              type="file"
              accept={IMPORT_FILE_TYPES}
              data-testid="import-file"
              onChange={(e) => dispatch({ type: 'file', file: e.target.files?.[0] ?? null })}
            />
          </Button>
          <Link href={TEMPLATE_URL} download sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>{translate('app.imports.form.template')}</Link>
        </Box>
        {gridFailed ? <Alert severity="warning">{translate('app.imports.form.unreadable')}</Alert> : null}
        {state.stats ? <ImportStats stats={state.stats} /> : null}
        {state.stats && state.errors ? <ImportFailureList errors={state.errors} more="app.imports.failures.more_marked" /> : null}
        {state.errors?.amount ? <Alert severity="error">{state.errors.amount.join(' ')}</Alert> : null}
        {state.errors?.file ? <Alert severity="error">{state.errors.file.join(' ')}</Alert> : null}
        {/* A refused file says why, and what failed (no row can be paid, say), not only by marked cells. */}
        {message && state.errors && !state.stats && !state.errors.amount && !state.errors.file ? (
          <Alert severity="error" data-testid="import-refused">
            {translate(message, { _: message })}
            <ImportFailureList errors={state.errors} more="app.imports.failures.more_marked" />
          </Alert>
        ) : null}
        {grid ? <SheetGridView grid={grid} errors={state.errors} /> : null}
        <Box>
          <Button variant="contained" disabled={!canSubmitImport(state, loading)} onClick={() => void onSubmit()} data-testid="import-submit">
            {translate(state.isSubmit ? 'app.imports.form.create' : 'app.imports.form.preview')}
          </Button>
        </Box>
      </Stack>
    </PageFrame>
  );
};
