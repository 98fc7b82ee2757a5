import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ApprovalRule } from '../../contract/approvals';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { ResourceList } from '../lists/ResourceList';
import { formatMoney } from '../money/formatMoney';
import { useAccessContext } from '../providers/useAccessContext';
import { APPROVAL_RULES_PATH, approvalRulePath } from './approvalPaths';
import { ApprovalExpiryForm } from './ApprovalExpiryForm';
import { ApprovalRuleDeleteButton } from './ApprovalRuleDeleteButton';

/**
 * /manager/approval-rules: the company's approval rules (issue 40) and its expiry setting. Managers
 * add, change and remove rules (each with a one-time code); a reader reads them.
 */
export const ApprovalRuleList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canWrite = useAccessContext().role === 'manager';
  useDocumentTitle('app.approvals.rules.title');
  const label = (field: string) => translate(`resources.approval-rules.fields.${field}`);
  const currency = (r: ApprovalRule) => r.currency ?? translate('app.approvals.rules.every_currency');
  const threshold = (r: ApprovalRule) => formatMoney(r.threshold, r.currency ?? 'EUR', locale);
  const approvals = (r: ApprovalRule) => translate(r.approvals_required === 2 ? 'app.approvals.rules.two' : 'app.approvals.rules.one');
  const basis = (r: ApprovalRule) => translate(`app.approvals.rules.bases.${r.import_basis}`);
  return (
    <PageFrame titleKey="app.approvals.rules.title">
      <ApprovalExpiryForm readOnly={!canWrite} />
      <ResourceList<ApprovalRule>
        resource="approval-rules"
        storeKey="approval-rules"
        label={translate('app.approvals.rules.title')}
        sort={{ field: 'id', order: 'ASC' }}
        rowLink={(r) => approvalRulePath(r.id)}
        emptyKey="app.approvals.rules.empty"
        mobile={{ primaryText: (r) => `${currency(r)} · ${threshold(r)}`, secondaryText: approvals, tertiaryText: basis }}
        actions={
          canWrite ? (
            <Button variant="contained" size="small" startIcon={<AddIcon />} component={Link} to={`${APPROVAL_RULES_PATH}/create`}>
              {translate('app.approvals.rules.create')}
            </Button>
          ) : null
        }
      >
        <DataTable.Col<ApprovalRule> source="currency" label={label('currency')} disableSort render={currency} />
        <DataTable.Col<ApprovalRule> source="threshold" label={label('threshold')} disableSort render={threshold} />
        <DataTable.Col<ApprovalRule> source="approvals_required" label={label('approvals_required')} disableSort render={approvals} />
        <DataTable.Col<ApprovalRule> source="import_basis" label={label('import_basis')} disableSort render={basis} />
        {canWrite ? (
          <DataTable.Col<ApprovalRule> label={label('actions')} disableSort render={(r) => <span onClick={(e) => e.stopPropagation()} role="presentation"><ApprovalRuleDeleteButton record={r} /></span>} />
        ) : null}
      </ResourceList>
    </PageFrame>
  );
};
