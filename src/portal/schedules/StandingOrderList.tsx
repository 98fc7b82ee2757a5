import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import type { StandingOrder } from '../../contract/schedules';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PageFrame } from '../frame/PageFrame';
import { ResourceList } from '../lists/ResourceList';
import { formatDay, formatMoney } from '../money/formatMoney';
import { standingOrderPath } from './schedulePaths';
import { StandingOrderStatus } from './StandingOrderStatus';

/**
 * /manager/standing-orders: the company's scheduled payments and standing orders (issue 40), newest
 * first. They are made from the payment forms ("On a date"); each opens on its page with its runs.
 */
export const StandingOrderList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useDocumentTitle('app.schedules.title');
  const label = (field: string) => translate(`resources.standing-orders.fields.${field}`);
  const amount = (r: StandingOrder) => formatMoney(r.amount, r.currency, locale);
  const rhythm = (r: StandingOrder) => translate(`app.schedules.rhythms.${r.rhythm}`);
  const next = (r: StandingOrder) => (r.next_due_date ? formatDay(r.next_due_date, locale) : '—');
  return (
    <PageFrame titleKey="app.schedules.title">
      <ResourceList<StandingOrder>
        resource="standing-orders"
        storeKey="standing-orders"
        label={translate('app.schedules.title')}
        sort={{ field: 'id', order: 'DESC' }}
        rowLink={(r) => standingOrderPath(r.id)}
        emptyKey="app.schedules.empty"
        mobile={{
          primaryText: (r) => `${r.beneficiary} · ${amount(r)}`,
          secondaryText: (r) => `${rhythm(r)} · ${label('next_due_date')}: ${next(r)}`,
          tertiaryText: (r) => translate(`app.schedules.statuses.${r.status}`),
        }}
      >
        <DataTable.Col<StandingOrder> source="beneficiary" label={label('beneficiary')} disableSort />
        <DataTable.Col<StandingOrder> source="amount" label={label('amount')} disableSort render={amount} />
        <DataTable.Col<StandingOrder> source="rhythm" label={label('rhythm')} disableSort render={rhythm} />
        <DataTable.Col<StandingOrder> source="next_due_date" label={label('next_due_date')} disableSort render={next} />
        <DataTable.Col<StandingOrder> source="runs_made" label={label('runs_made')} disableSort />
        <DataTable.Col<StandingOrder> source="status" label={label('status')} disableSort render={(r) => <StandingOrderStatus status={r.status} />} />
      </ResourceList>
    </PageFrame>
  );
};
