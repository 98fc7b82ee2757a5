import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import type { StandingOrder } from '../../contract/schedules';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const StandingOrderList = lazyPage(() => import('./StandingOrderList'), 'StandingOrderList');
const StandingOrderShow = lazyPage(() => import('./StandingOrderShow'), 'StandingOrderShow');
const StandingOrderEdit = lazyPage(() => import('./StandingOrderEdit'), 'StandingOrderEdit');

/** The `standing-orders` resource (issue 40): the company's scheduled payments and standing orders, made from the payment forms. */
export const standingOrders = kontorResource({
  name: 'standing-orders', icon: EventRepeatIcon, recordRepresentation: (r: StandingOrder) => `${r.beneficiary} · ${r.amount} ${r.currency}`,
  list: StandingOrderList, show: StandingOrderShow, edit: StandingOrderEdit,
});
