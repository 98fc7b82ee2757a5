import AddIcon from '@mui/icons-material/Add';
import { Button, IconButton, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Beneficiary } from '../../contract/entities';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { PageFrame } from '../layout/PageFrame';
import { ScrollBox } from '../tables/ScrollBox';
import { useAccessContext } from '../providers/useAccessContext';
import { beneficiaryName } from './beneficiaryName';
import { DeleteBeneficiaryButton } from './DeleteBeneficiaryButton';

const PER_PAGE = 25;

/** /manager/transaction-agents: search, paging; create, edit and delete for the manager role. */
export const BeneficiaryList = () => {
  const translate = useTranslate();
  const canWrite = useAccessContext().role === 'manager';
  useDocumentTitle('app.routes.beneficiaries');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 400);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, total, isFetching } = useGetList<Beneficiary>(
    'transaction-agents',
    { pagination: { page, perPage: PER_PAGE }, sort: { field: 'name', order: 'ASC' }, filter: search ? { search } : {} },
    { placeholderData: (previous) => previous },
  );

  return (
    <PageFrame titleKey="app.routes.beneficiaries">
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField fullWidth={false} size="small" type="search" label={translate('app.money.list.search')} value={typed} onChange={(e) => setTyped(e.target.value)} sx={{ flex: 1, maxWidth: 400 }} />
        <Stack sx={{ flex: 1 }} />
        {canWrite ? (
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/manager/transaction-agents/create">
            {translate('app.money.beneficiaries.create')}
          </Button>
        ) : null}
      </Stack>
      {isFetching ? <LinearProgress /> : null}
      {data && data.length === 0 ? <Typography color="text.secondary" sx={{ py: 3 }}>{translate('app.money.beneficiaries.empty')}</Typography> : null}
      <ScrollBox>
      <Table size="small" aria-label={translate('app.routes.beneficiaries')}>
        <TableHead>
          <TableRow>
            {['name', 'country', 'iban', 'bank_name', 'bank_swift', 'actions'].map((c) => (
              <TableCell key={c}>{translate(`app.money.beneficiaries.fields.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(data ?? []).map((b) => (
            <TableRow key={b.id} hover data-testid="beneficiary-row">
              <TableCell>{beneficiaryName(b)}</TableCell>
              <TableCell>{b.country}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{b.iban ?? [b.sort_code, b.bank_account].filter(Boolean).join(' ')}</TableCell>
              <TableCell>{b.bank_name}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{b.bank_swift}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={translate(canWrite ? 'app.money.beneficiaries.edit' : 'app.money.beneficiaries.view')}>
                  <IconButton size="small" component={Link} to={`/manager/transaction-agents/${b.id}`} aria-label={translate(canWrite ? 'app.money.beneficiaries.edit' : 'app.money.beneficiaries.view')}>
                    {canWrite ? <EditIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
                  </IconButton>
                </Tooltip>
                {canWrite ? <DeleteBeneficiaryButton record={b} /> : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      </ScrollBox>
      <TablePagination
        component="div"
        count={total ?? 0}
        page={page - 1}
        onPageChange={(_, p) => setPage(p + 1)}
        rowsPerPage={PER_PAGE}
        rowsPerPageOptions={[PER_PAGE]}
        labelDisplayedRows={({ from, to, count }) => translate('app.money.list.displayed', { from, to, count })}
      />
    </PageFrame>
  );
};
