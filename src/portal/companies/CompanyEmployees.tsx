import { Box, LinearProgress, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { KontorDataProvider } from '../providers/dataProvider';
import { EmployeeRow } from './EmployeeRow';

const PER_PAGE = 25;
const COLUMNS = ['name', 'email', 'role', 'business_role', 'two_factor', 'enabled'] as const;

type CompanyEmployeesProps = { companyId: number };

/** The users of a company, paged on the server, each editable in its row. */
export const CompanyEmployees = ({ companyId }: CompanyEmployeesProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: ['companies', companyId, 'employees', page],
    queryFn: ({ signal }) => dataProvider.call('admin.companies.employees', { params: { id: companyId }, query: { page, per_page: PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
  const rows = data?.data ?? [];
  return (
    <>
      {isFetching ? <LinearProgress /> : null}
      {data && rows.length === 0 ? <Typography color="text.secondary">{translate('app.companies.employees.empty')}</Typography> : null}
      <Box sx={{ width: '100%', overflow: 'auto', contain: 'inline-size' }}>
        <Table size="small" aria-label={translate('app.companies.tabs.employees')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => <TableCell key={c}>{translate(`app.companies.employees.${c}`)}</TableCell>)}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>{rows.map((e) => <EmployeeRow key={e.id} companyId={companyId} employee={e} />)}</TableBody>
        </Table>
      </Box>
      {data && data.meta.total > PER_PAGE ? (
        <TablePagination
          component="div"
          count={data.meta.total}
          page={page - 1}
          onPageChange={(_, p) => setPage(p + 1)}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[PER_PAGE]}
          labelDisplayedRows={({ from, to, count }) => translate('app.companies.displayed', { from, to, count })}
        />
      ) : null}
    </>
  );
};
