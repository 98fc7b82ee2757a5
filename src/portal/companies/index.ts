import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const CompanyList = lazyPage(() => import('./CompanyList'), 'CompanyList');
const CompanyProfile = lazyPage(() => import('./CompanyProfile'), 'CompanyProfile');

/** The `companies` resource: served by the dataProvider (providers/resources.ts), labelled under resources.companies. */
export const companies = kontorResource({ name: 'companies', icon: BusinessIcon, recordRepresentation: 'name', list: CompanyList, show: CompanyProfile });

/** `company-employees`: the users of one company (admin company profile, Employees tab); the list names the company in its meta. */
export const companyEmployees = kontorResource({ name: 'company-employees', icon: BadgeIcon, recordRepresentation: 'email' });
