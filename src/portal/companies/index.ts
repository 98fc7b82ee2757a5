import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

/** The `companies` resource: served by the dataProvider (providers/resources.ts), labelled under resources.companies. */
export const companies = kontorResource({
  name: 'companies',
  icon: BusinessIcon,
  recordRepresentation: 'name',
  list: lazyPage(() => import('./CompanyList'), 'CompanyList'),
  show: lazyPage(() => import('./CompanyProfile'), 'CompanyProfile'),
});

/** `company-employees`: the users of one company (admin company profile, Employees tab); the list names the company in its meta. */
export const companyEmployees = kontorResource({
  name: 'company-employees',
  icon: BadgeIcon,
  recordRepresentation: 'email',
});
