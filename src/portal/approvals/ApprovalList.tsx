import { Chip } from '@mui/material';
import { DataTable, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import { APPROVAL_STATUSES, type PaymentApproval } from '../../contract/approvals';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime, formatMoney } from '../money/formatMoney';
import { useAccessContext } from '../providers/useAccessContext';
import { ApprovalSelectedButtons } from './ApprovalDecideButtons';
import { approvalPath } from './approvalPaths';
import { useLiveApprovals } from './useLiveApprovals';

const progress = (a: PaymentApproval) => `${a.approvals.length}/${a.required}`;

/**
 * /manager/approvals: the company's payments held by its approval rules (issue 40), awaiting first:
 * who asked, when, the grand total and the approvals so far. Managers approve or reject the selected
 * ones (a one-time code bound to exactly them), or open one (its page, also on a phone) to decide on it
 * alone; a reader reads. The list follows held and decided payments live.
 */
export const ApprovalList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canDecide = useAccessContext().role === 'manager';
  useLiveApprovals();
  useDocumentTitle('app.approvals.title');
  const label = (field: string) => translate(`resources.approvals.fields.${field}`);
  const total = (a: PaymentApproval) => formatMoney(a.total, a.currency, locale);
  const status = (a: PaymentApproval) => translate(`app.approvals.statuses.${a.status}`);
  return (
    <PageFrame titleKey="app.approvals.title">
      <ResourceList<PaymentApproval>
        resource="approvals"
        storeKey="approvals"
        label={translate('app.approvals.title')}
        sort={{ field: 'id', order: 'DESC' }}
        filters={[
          <SelectInput key="status" source="status" alwaysOn label={label('status')} choices={APPROVAL_STATUSES.map((s) => ({ id: s, name: translate(`app.approvals.statuses.${s}`) }))} />,
        ]}
        filterDefaultValues={{ status: 'awaiting' }}
        emptyKey="app.approvals.empty"
        exportAs={{
          fileName: 'approvals',
          columns: () => [
            { header: label('reference'), value: (a) => a.reference },
            { header: label('requested_by'), value: (a) => a.requested_by?.name ?? '' },
            { header: label('requested_at'), value: (a) => a.requested_at },
            { header: label('total'), value: (a) => a.total },
            { header: label('currency'), value: (a) => a.currency },
            { header: label('status'), value: status },
          ],
        }}
        mobile={{ primaryText: (a) => `${a.reference} · ${total(a)}`, secondaryText: (a) => `${a.requested_by?.name ?? ''} · ${formatDateTime(a.requested_at, locale)}`, tertiaryText: (a) => `${status(a)} ${progress(a)}` }}
        rowLink={(a) => approvalPath(a.id)}
        {...(canDecide ? { bulkActionButtons: <ApprovalSelectedButtons /> } : {})}
      >
        <DataTable.Col<PaymentApproval> source="reference" label={label('reference')} disableSort />
        <DataTable.Col<PaymentApproval> source="type" label={label('type')} disableSort render={(a) => translate(`app.money.types.${a.type}`, { _: a.type })} />
        <DataTable.Col<PaymentApproval> source="beneficiary" label={label('beneficiary')} disableSort />
        <DataTable.Col<PaymentApproval> source="requested_by" label={label('requested_by')} disableSort render={(a) => a.requested_by?.name ?? ''} />
        <DataTable.Col<PaymentApproval> source="requested_at" label={label('requested_at')} disableSort render={(a) => formatDateTime(a.requested_at, locale)} />
        <DataTable.Col<PaymentApproval> source="total" label={label('total')} disableSort render={total} />
        <DataTable.Col<PaymentApproval> source="approvals" label={label('approvals')} disableSort render={(a) => `${progress(a)}${a.approvals.length > 0 ? ` (${a.approvals.map((p) => p.name).join(', ')})` : ''}`} />
        <DataTable.Col<PaymentApproval> source="expires_at" label={label('expires_at')} disableSort render={(a) => formatDateTime(a.expires_at, locale)} />
        <DataTable.Col<PaymentApproval> source="status" label={label('status')} disableSort render={(a) => <Chip size="small" label={status(a)} color={a.status === 'approved' ? 'success' : a.status === 'awaiting' ? 'warning' : 'default'} />} />
        <DataTable.Col<PaymentApproval> source="reason" label={label('reason')} disableSort />
      </ResourceList>
    </PageFrame>
  );
};
