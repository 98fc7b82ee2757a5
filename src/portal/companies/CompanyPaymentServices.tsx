import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminCompany } from '../../contract/entities';
import { ServiceRow } from './ServiceRow';

type CompanyPaymentServicesProps = { company: AdminCompany };

/** Every payment service of the company with its status, onboarding stage and actions. */
export const CompanyPaymentServices = ({ company }: CompanyPaymentServicesProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', overflow: 'auto', contain: 'inline-size' }}>
      <Table size="small" aria-label={translate('app.companies.tabs.payment_services')}>
        <TableHead>
          <TableRow>
            {(['service', 'status', 'stage', 'actions'] as const).map((c) => <TableCell key={c}>{translate(`app.companies.services.${c}`)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>{(company.payment_services ?? []).map((s) => <ServiceRow key={s.service} company={company} state={s} />)}</TableBody>
      </Table>
    </Box>
  );
};
