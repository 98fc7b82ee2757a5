import { Grid } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { ChildComplianceList } from './ChildComplianceList';
import { ChildCompanyList } from './ChildCompanyList';
import { CHILD_KINDS, type ChildKind } from './childKinds';
import { type ChildSelection, NO_SELECTION, selectionFilter, selectionFromQuery, selectionQuery, toggleCompany } from './childSelection';

type ChildCompliancePageProps = { kind: ChildKind };

/**
 * /manager/affiliates/compliance-trackings and /manager/white-labeled/compliance-trackings: the child
 * companies beside their compliance trackings; choosing a company narrows the list (cid in the address).
 */
export const ChildCompliancePage = ({ kind }: ChildCompliancePageProps) => {
  const def = CHILD_KINDS[kind];
  const { search } = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(def.complianceTitleKey);
  // Accounts play no part here: only the company of the address counts.
  const selection: ChildSelection = { companyId: selectionFromQuery(search).companyId, accountId: null };
  const select = (next: ChildSelection) => navigate({ search: selectionQuery(next) }, { replace: true });
  return (
    <PageFrame titleKey={def.complianceTitleKey}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4, lg: 3 }}>
          <ChildCompanyList kind={kind} def={def} selection={selection} onAll={() => select(NO_SELECTION)} onCompany={(id) => select(toggleCompany(selection, id))} />
        </Grid>
        <Grid size={{ xs: 12, md: 8, lg: 9 }}>
          <ChildComplianceList def={def} scope={selectionFilter(selection)} />
        </Grid>
      </Grid>
    </PageFrame>
  );
};
