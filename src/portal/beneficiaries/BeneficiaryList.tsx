import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { DataTable, SearchInput, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Beneficiary } from '../../contract/entities';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { ResourceList } from '../lists/ResourceList';
import { useAccessContext } from '../providers/useAccessContext';
import { beneficiaryName } from './beneficiaryName';
import { DeleteBeneficiaryButton } from './DeleteBeneficiaryButton';
import { groupedIban } from '../money/groupedIban';

const accountOf = (b: Beneficiary): string => b.iban ?? [b.sort_code, b.bank_account].filter(Boolean).join(' ');
/** On screen an IBAN is grouped by four; the export keeps it compact. */
const shownAccountOf = (b: Beneficiary): string => (b.iban ? groupedIban(b.iban) : accountOf(b));
const recordPath = (b: Beneficiary): string => `/manager/transaction-agents/${b.id}`;

/**
 * /manager/transaction-agents: the transaction-agents resource. Search, sort and paging on the
 * server; create, edit and delete for the manager role (delete one at a time: each asks for its
 * own one-time code).
 */
export const BeneficiaryList = () => {
  const translate = useTranslate();
  const canWrite = useAccessContext().role === 'manager';
  useDocumentTitle('app.routes.beneficiaries');
  const label = (field: string) => translate(`app.money.beneficiaries.fields.${field}`);
  return (
    <PageFrame titleKey="app.routes.beneficiaries">
      <ResourceList<Beneficiary>
        resource="transaction-agents"
        storeKey="transaction-agents"
        label={translate('app.routes.beneficiaries')}
        sort={{ field: 'name', order: 'ASC' }}
        filters={[<SearchInput key="search" source="search" alwaysOn placeholder={translate('app.money.list.search')} />]}
        rowLink={recordPath}
        emptyKey="app.money.beneficiaries.empty"
        exportAs={{
          fileName: 'beneficiaries',
          columns: () => [
            { header: label('name'), value: beneficiaryName },
            { header: label('country'), value: (b) => b.country },
            { header: label('iban'), value: accountOf },
            { header: label('bank_name'), value: (b) => b.bank_name },
            { header: label('bank_swift'), value: (b) => b.bank_swift },
          ],
        }}
        mobile={{ primaryText: beneficiaryName, secondaryText: accountOf, tertiaryText: (b) => b.country ?? '' }}
        actions={
          canWrite ? (
            <Button variant="contained" size="small" startIcon={<AddIcon />} component={Link} to="/manager/transaction-agents/create">
              {translate('app.money.beneficiaries.create')}
            </Button>
          ) : null
        }
      >
        <DataTable.Col<Beneficiary> source="name" label={label('name')} render={beneficiaryName} />
        <DataTable.Col source="country" label={label('country')} />
        <DataTable.Col<Beneficiary> source="iban" label={label('iban')} render={shownAccountOf} sx={{ fontFamily: 'monospace' }} />
        <DataTable.Col source="bank_name" label={label('bank_name')} />
        <DataTable.Col source="bank_swift" label={label('bank_swift')} sx={{ fontFamily: 'monospace' }} />
        {canWrite ? (
          <DataTable.Col<Beneficiary> label={label('actions')} disableSort render={(b) => <span onClick={(e) => e.stopPropagation()} role="presentation"><DeleteBeneficiaryButton record={b} /></span>} />
        ) : null}
      </ResourceList>
    </PageFrame>
  );
};
