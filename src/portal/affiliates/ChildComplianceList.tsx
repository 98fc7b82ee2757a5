import { Chip, MenuItem, Stack, Table, TableBody, TableCell, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import type { ChildComplianceTracking } from '../../contract/entities';
import { COMPLIANCE_CATEGORIES, COMPLIANCE_STATUSES, type ComplianceStatus } from '../../contract/enums';
import { ListFeedback, ListHeader, ListPagination } from '../tables/ListParts';
import { ScrollBox } from '../tables/ScrollBox';
import { formatDateTime } from '../tables/formatMoney';
import type { ChildKindDef } from './childKinds';

const PER_PAGE = 25;
const COLUMNS = ['created_at', 'company', 'category', 'status', 'step', 'subject', 'files'] as const;

const STATUS_COLORS: Record<ComplianceStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  draft: 'default',
  open: 'warning',
  submitted: 'info',
  verified: 'success',
  declined: 'error',
  not_found: 'default',
};

type ChildComplianceListProps = { def: ChildKindDef; scope: Readonly<Record<string, string>> };

/** The children's compliance trackings, newest first, filtered by status and category on the server. */
export const ChildComplianceList = ({ def, scope }: ChildComplianceListProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [status, setStatus] = useState('');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const filter = { ...scope, ...(status ? { status } : {}), ...(category ? { category } : {}) };
  const { data, total, isFetching, error } = useGetList<ChildComplianceTracking>(def.complianceResource, {
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'created_at', order: 'DESC' },
    filter,
  });
  const scopeKey = JSON.stringify(scope);
  const [pagedScope, setPagedScope] = useState(scopeKey);
  if (pagedScope !== scopeKey) {
    setPagedScope(scopeKey);
    setPage(1);
  }
  const choose = (set: (value: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setPage(1);
  };
  const rows = data ?? [];
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <TextField fullWidth={false} select size="small" label={translate('app.affiliates.compliance.status')} value={status} onChange={choose(setStatus)} sx={{ minWidth: 180 }}>
          <MenuItem value="">{translate('app.affiliates.compliance.any')}</MenuItem>
          {COMPLIANCE_STATUSES.map((s) => <MenuItem key={s} value={s}>{translate(`app.affiliates.compliance.statuses.${s}`)}</MenuItem>)}
        </TextField>
        <TextField fullWidth={false} select size="small" label={translate('app.affiliates.compliance.category')} value={category} onChange={choose(setCategory)} sx={{ minWidth: 220 }}>
          <MenuItem value="">{translate('app.affiliates.compliance.any')}</MenuItem>
          {COMPLIANCE_CATEGORIES.map((c) => <MenuItem key={c} value={c}>{translate(`app.affiliates.compliance.categories.${c}`)}</MenuItem>)}
        </TextField>
      </Stack>
      <ListFeedback isFetching={isFetching} failed={error !== null} empty={data !== undefined && rows.length === 0} emptyKey="app.affiliates.compliance.empty" />
      <ScrollBox>
        <Table size="small" aria-label={translate(def.complianceTitleKey)}>
          <ListHeader columns={COLUMNS} labelPrefix="app.affiliates.compliance.columns." />
          <TableBody>
            {rows.map((t) => (
              <TableRow key={t.id} data-testid="compliance-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(t.created_at, locale)}</TableCell>
                <TableCell>{t.company?.name ?? ''}</TableCell>
                <TableCell>{translate(`app.affiliates.compliance.categories.${t.category}`, { _: t.category })}</TableCell>
                <TableCell>
                  <Chip size="small" color={STATUS_COLORS[t.status] ?? 'default'} label={translate(`app.affiliates.compliance.statuses.${t.status}`, { _: t.status })} />
                </TableCell>
                <TableCell>{translate(`app.affiliates.compliance.steps.${t.step}`, { _: t.step })}</TableCell>
                <TableCell>{`${translate(`app.affiliates.compliance.subjects.${t.compliable_type}`, { _: t.compliable_type })} #${t.compliable_id}`}</TableCell>
                <TableCell>{t.files.length}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollBox>
      {(total ?? 0) > PER_PAGE ? <ListPagination total={total} page={page} onPage={setPage} perPage={PER_PAGE} perPageOptions={[PER_PAGE]} displayedKey="app.affiliates.displayed" /> : null}
    </>
  );
};
