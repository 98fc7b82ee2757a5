import { Stack } from '@mui/material';
import { DataTable, SearchInput, useLocaleState, useTranslate } from 'react-admin';
import type { PaymentTemplate } from '../../contract/templates';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { ResourceList } from '../lists/ResourceList';
import { useAccessContext } from '../providers/useAccessContext';
import { StartPaymentButton } from './StartPaymentButton';
import { TemplateDeleteButton } from './TemplateDeleteButton';
import { templatePath } from './templatePaths';
import { templateAmount, templateKind } from './templateText';

/**
 * /manager/payment-templates: the company's payment templates (issue 40), by name. A manager starts a
 * payment from one, opens it to change its name, amount or reference, or deletes it; a reader reads.
 * Templates are saved from a payment form or a sent payment's page.
 */
export const TemplateList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canWrite = useAccessContext().role === 'manager';
  useDocumentTitle('app.templates.title');
  const label = (field: string) => translate(`resources.payment-templates.fields.${field}`);
  const amount = (t: PaymentTemplate) => templateAmount(t, locale, translate);
  const kind = (t: PaymentTemplate) => templateKind(t, translate);
  return (
    <PageFrame titleKey="app.templates.title">
      <ResourceList<PaymentTemplate>
        resource="payment-templates"
        storeKey="payment-templates"
        label={translate('app.templates.title')}
        sort={{ field: 'name', order: 'ASC' }}
        filters={[<SearchInput key="search" source="search" alwaysOn placeholder={translate('app.money.list.search')} />]}
        rowLink={(t) => templatePath(t.id)}
        emptyKey="app.templates.empty"
        exportAs={{
          fileName: 'payment-templates',
          columns: () => [
            { header: label('name'), value: (t) => t.name },
            { header: label('kind'), value: kind },
            { header: label('beneficiary'), value: (t) => t.beneficiary ?? '' },
            { header: label('amount'), value: (t) => t.amount ?? '' },
            { header: label('currency'), value: (t) => t.currency },
            { header: label('reference'), value: (t) => t.reference ?? '' },
          ],
        }}
        mobile={{ primaryText: (t) => t.name, secondaryText: (t) => [kind(t), t.beneficiary].filter(Boolean).join(' · '), tertiaryText: amount }}
      >
        <DataTable.Col<PaymentTemplate> source="name" label={label('name')} disableSort />
        <DataTable.Col<PaymentTemplate> source="kind" label={label('kind')} disableSort render={kind} />
        <DataTable.Col<PaymentTemplate> source="beneficiary" label={label('beneficiary')} disableSort />
        <DataTable.Col<PaymentTemplate> source="amount" label={label('amount')} disableSort render={amount} />
        <DataTable.Col<PaymentTemplate> source="reference" label={label('reference')} disableSort />
        {canWrite ? (
          <DataTable.Col<PaymentTemplate>
            label={label('actions')}
            disableSort
            render={(t) => (
              <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()} role="presentation">
                <StartPaymentButton record={t} />
                <TemplateDeleteButton record={t} redirect={false} />
              </Stack>
            )}
          />
        ) : null}
      </ResourceList>
    </PageFrame>
  );
};
