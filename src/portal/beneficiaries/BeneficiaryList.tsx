import AddIcon from '@mui/icons-material/Add';
import { Button, IconButton, Stack, Table, TableBody, TableCell, TableRow, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Beneficiary } from '../../contract/entities';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { PageFrame } from '../layout/PageFrame';
import { ListFeedback, ListHeader, ListPagination, ListSearchField } from '../tables/ListParts';
import { ScrollBox } from '../tables/ScrollBox';
import { useListSearch } from '../tables/useListSearch';
import { useAccessContext } from '../providers/useAccessContext';
import { beneficiaryName } from './beneficiaryName';
import { DeleteBeneficiaryButton } from './DeleteBeneficiaryButton';

const PER_PAGE = 25;
const COLUMNS = ['name', 'country', 'iban', 'bank_name', 'bank_swift', 'actions'] as const;

/** /manager/transaction-agents: search, paging; create, edit and delete for the manager role. */
export const BeneficiaryList = () => {
  const translate = useTranslate();
  const canWrite = useAccessContext().role === 'manager';
  useDocumentTitle('app.routes.beneficiaries');
  const { typed, setTyped, search, page, setPage } = useListSearch();
  const { data, total, isFetching } = useGetList<Beneficiary>(
    'transaction-agents',
    { pagination: { page, perPage: PER_PAGE }, sort: { field: 'name', order: 'ASC' }, filter: search ? { search } : {} },
    { placeholderData: (previous) => previous },
  );

  return (
    <PageFrame titleKey="app.routes.beneficiaries">
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <ListSearchField label={translate('app.money.list.search')} value={typed} onChange={setTyped} sx={{ flex: 1, maxWidth: 400 }} />
        <Stack sx={{ flex: 1 }} />
        {canWrite ? (
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/manager/transaction-agents/create">
            {translate('app.money.beneficiaries.create')}
          </Button>
        ) : null}
      </Stack>
      <ListFeedback isFetching={isFetching} empty={data?.length === 0} emptyKey="app.money.beneficiaries.empty" />
      <ScrollBox>
      <Table size="small" aria-label={translate('app.routes.beneficiaries')}>
        <ListHeader columns={COLUMNS} labelPrefix="app.money.beneficiaries.fields." />
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
      <ListPagination total={total} page={page} onPage={setPage} perPage={PER_PAGE} displayedKey="app.money.list.displayed" />
    </PageFrame>
  );
};
