import { Chip } from '@mui/material';
import { useEffect, useRef } from 'react';
import { DataTable, SearchInput, SelectInput, useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { ChildComplianceTracking } from '../../contract/entities';
import { COMPLIANCE_CATEGORIES, COMPLIANCE_STATUSES, type ComplianceStatus } from '../../contract/enums';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime } from '../money/formatMoney';
import type { ChildKindDef } from './childKinds';
import { LocaleDateInput } from '../lists/LocaleDateInput';

const STATUS_COLORS: Record<ComplianceStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  draft: 'default',
  open: 'warning',
  submitted: 'info',
  verified: 'success',
  declined: 'error',
  not_found: 'default',
};

/** Back to the first page when the page's scope (the company chosen beside the list) changes. */
const FirstPageOn = ({ scopeKey }: { scopeKey: string }) => {
  const { setPage, page } = useListContext();
  const last = useRef(scopeKey);
  useEffect(() => {
    if (last.current === scopeKey) return;
    last.current = scopeKey;
    if (page !== 1) setPage(1);
  }, [scopeKey, page, setPage]);
  return null;
};

type ChildComplianceListProps = { def: ChildKindDef; scope: Readonly<Record<string, string>> };

/**
 * The children's compliance trackings (the affiliate- or white-labeled-compliance-trackings resource),
 * newest first (the server's only order: no column sorts), searched and filtered by status, category
 * and creation date on the server, within the scope of the page (the company chosen beside it).
 * A tracking belongs to the child: there is no page of its own to open.
 */
export const ChildComplianceList = ({ def, scope }: ChildComplianceListProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, value: string) => translate(`app.affiliates.compliance.${key}.${value}`, { _: value });
  const label = (column: string) => translate(`app.affiliates.compliance.columns.${column}`);
  const subject = (c: ChildComplianceTracking) => `${t('subjects', c.compliable_type)} #${c.compliable_id}`;
  const any = translate('app.affiliates.compliance.any');
  return (
    <ResourceList<ChildComplianceTracking>
      resource={def.complianceResource}
      storeKey={def.complianceResource}
      disableSyncWithLocation
      label={translate(def.complianceTitleKey)}
      sort={{ field: 'created_at', order: 'DESC' }}
      filter={scope}
      filters={[
        <SearchInput key="search" source="search" alwaysOn placeholder={translate('app.affiliates.compliance.search')} aria-label={translate('app.affiliates.compliance.search')} />,
        <SelectInput key="status" source="status" alwaysOn label={translate('app.affiliates.compliance.status')} emptyText={any} sx={{ minWidth: 180 }}
          choices={COMPLIANCE_STATUSES.map((s) => ({ id: s, name: t('statuses', s) }))} />,
        <SelectInput key="category" source="category" alwaysOn label={translate('app.affiliates.compliance.category')} emptyText={any} sx={{ minWidth: 220 }}
          choices={COMPLIANCE_CATEGORIES.map((c) => ({ id: c, name: t('categories', c) }))} />,
        <LocaleDateInput key="from_date" source="from_date" label={translate('app.affiliates.compliance.from_date')} />,
        <LocaleDateInput key="to_date" source="to_date" label={translate('app.affiliates.compliance.to_date')} />,
      ]}
      rowAttributes={(c) => ({ 'data-testid': 'compliance-row', 'data-status': c.status })}
      emptyKey="app.affiliates.compliance.empty"
      exportAs={{
        fileName: def.complianceResource,
        columns: () => [
          { header: label('created_at'), value: (c) => c.created_at },
          { header: label('company'), value: (c) => c.company?.name },
          { header: label('category'), value: (c) => t('categories', c.category) },
          { header: label('status'), value: (c) => t('statuses', c.status) },
          { header: label('step'), value: (c) => t('steps', c.step) },
          { header: label('subject'), value: subject },
          { header: label('files'), value: (c) => c.files.length },
        ],
      }}
      mobile={{
        primaryText: (c) => `${c.company?.name ?? ''} · ${t('categories', c.category)}`,
        secondaryText: (c) => `${t('statuses', c.status)} · ${subject(c)}`,
        tertiaryText: (c) => formatDateTime(c.created_at, locale),
      }}
      aside={<FirstPageOn scopeKey={JSON.stringify(scope)} />}
    >
      <DataTable.Col<ChildComplianceTracking> source="created_at" label={label('created_at')} disableSort render={(c) => formatDateTime(c.created_at, locale)} sx={{ whiteSpace: 'nowrap' }} />
      <DataTable.Col<ChildComplianceTracking> source="company.name" label={label('company')} disableSort render={(c) => c.company?.name ?? ''} />
      <DataTable.Col<ChildComplianceTracking> source="category" label={label('category')} disableSort render={(c) => t('categories', c.category)} />
      <DataTable.Col<ChildComplianceTracking>
        source="status"
        label={label('status')}
        disableSort
        render={(c) => <Chip size="small" color={STATUS_COLORS[c.status] ?? 'default'} label={t('statuses', c.status)} />}
      />
      <DataTable.Col<ChildComplianceTracking> source="step" label={label('step')} disableSort render={(c) => t('steps', c.step)} />
      <DataTable.Col<ChildComplianceTracking> source="compliable_id" label={label('subject')} disableSort render={subject} />
      <DataTable.Col<ChildComplianceTracking> source="files" label={label('files')} disableSort render={(c) => c.files.length} />
    </ResourceList>
  );
};
