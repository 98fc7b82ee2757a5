import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddCardIcon from '@mui/icons-material/AddCard';
import BlockIcon from '@mui/icons-material/Block';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ArticleIcon from '@mui/icons-material/Article';
import CampaignIcon from '@mui/icons-material/Campaign';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import GppGoodIcon from '@mui/icons-material/GppGood';
import HistoryIcon from '@mui/icons-material/History';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import MemoryIcon from '@mui/icons-material/Memory';
import PaletteIcon from '@mui/icons-material/Palette';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import QueueIcon from '@mui/icons-material/Queue';
import SettingsIcon from '@mui/icons-material/Settings';
import StorageIcon from '@mui/icons-material/Storage';
import TimelineIcon from '@mui/icons-material/Timeline';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { ADMIN_ROLE_SLUGS, ADMIN_TRANSACTION_MODES, SYSTEM_SUBPAGES, type AdminTransactionMode, type SystemSubpage } from '../../contract/enums';
import type { MenuEntry } from './types';

const roles = ADMIN_ROLE_SLUGS;
const ADMINISTRATION = 'app.menu.groups.administration';
const ACCOUNTS = 'app.menu.groups.accounts';
const TRANSACTIONS = 'app.menu.groups.transactions';
const SYSTEM = 'app.menu.groups.system';

const MODE_ICONS = { pending_transactions: HourglassTopIcon, approved_transactions: CheckCircleIcon, admin_action_require_transactions: GppGoodIcon } as const;
const SUBPAGE_ICONS = { rabbitmq: QueueIcon, cpu: MemoryIcon, hdd: StorageIcon, crm_queue_upsert: QueueIcon, crm_queue_tags: QueueIcon } as const;

const transactionMode = (mode: AdminTransactionMode): MenuEntry => ({
  id: `admin.transactions.${mode}`,
  labelKey: `app.routes.transaction_modes.${mode}`,
  icon: MODE_ICONS[mode],
  target: { route: 'admin.transactions', params: { mode } },
  roles,
  // External payment approval happens on the root node only (document 1 section 2.6).
  conditions: mode === 'admin_action_require_transactions' ? ['rootNode'] : [],
  groupKey: TRANSACTIONS,
});

const systemSubpage = (subpage: SystemSubpage): MenuEntry => ({
  id: `admin.system.${subpage}`,
  labelKey: `app.routes.system_subpages.${subpage}`,
  icon: SUBPAGE_ICONS[subpage],
  target: { route: 'admin.system', params: { subpage } },
  roles,
  groupKey: SYSTEM,
});

/** The admin main menu of document 1 section 2.6, in its order. */
export const adminMainMenu: MenuEntry[] = [
  { id: 'admin.dashboard', labelKey: 'app.menu.dashboard', icon: DashboardIcon, target: { route: 'admin.dashboard' }, roles },
  { id: 'admin.white-label', labelKey: 'app.routes.white_label', icon: PaletteIcon, target: { route: 'admin.white-label' }, roles, groupKey: ADMINISTRATION },
  { id: 'admin.white-label.documents', labelKey: 'app.routes.white_label_documents', icon: ArticleIcon, target: { route: 'admin.white-label.documents' }, roles, groupKey: ADMINISTRATION },
  { id: 'admin.users', labelKey: 'app.routes.users', icon: PeopleIcon, target: { route: 'admin.users' }, roles, groupKey: ADMINISTRATION },
  { id: 'admin.companies', labelKey: 'app.routes.company_list', icon: ApartmentIcon, target: { route: 'admin.companies' }, roles, groupKey: ADMINISTRATION },
  { id: 'admin.settings', labelKey: 'app.routes.settings', icon: SettingsIcon, target: { route: 'admin.settings' }, roles, groupKey: ADMINISTRATION },
  { id: 'admin.auth-checkpoints', labelKey: 'app.routes.auth_checkpoints', icon: VerifiedUserIcon, target: { route: 'admin.auth-checkpoints' }, roles, groupKey: ADMINISTRATION },
  { id: 'admin.kyc-file-archives', labelKey: 'app.routes.kyc_file_archives', icon: FolderZipIcon, target: { route: 'admin.kyc-file-archives' }, roles, groupKey: ADMINISTRATION },
  { id: 'admin.announcements', labelKey: 'app.routes.announcements', icon: CampaignIcon, target: { route: 'admin.announcements' }, roles, groupKey: ADMINISTRATION },
  { id: 'admin.activity-logs', labelKey: 'app.routes.activity_logs', icon: ManageHistoryIcon, target: { route: 'admin.activity-logs' }, roles, groupKey: ADMINISTRATION },
  { id: 'admin.bank-accounts', labelKey: 'app.routes.bank_accounts', icon: AccountBalanceIcon, target: { route: 'admin.bank-accounts' }, roles, groupKey: ACCOUNTS },
  { id: 'admin.top-up', labelKey: 'app.routes.top_up', icon: AddCardIcon, target: { route: 'admin.transactions.credit' }, roles, groupKey: ACCOUNTS },
  { id: 'admin.transaction-agents', labelKey: 'app.routes.agent_blacklist', icon: BlockIcon, target: { route: 'admin.transaction-agents' }, roles, groupKey: ACCOUNTS },
  { id: 'admin.integrity', labelKey: 'app.routes.integrity', icon: FactCheckIcon, target: { route: 'admin.bank-accounts.integrity' }, roles, groupKey: ACCOUNTS },
  ...ADMIN_TRANSACTION_MODES.map(transactionMode),
  { id: 'admin.check-history', labelKey: 'app.routes.check_history', icon: HistoryIcon, target: { route: 'admin.transactions.check-history' }, roles, groupKey: TRANSACTIONS },
  {
    id: 'admin.timelines',
    labelKey: 'app.routes.timelines',
    icon: TimelineIcon,
    target: { route: 'admin.timelines' },
    roles,
    groupKey: 'app.menu.groups.timelines',
    expand: 'timelineClasses',
  },
  ...SYSTEM_SUBPAGES.map(systemSubpage),
  { id: 'admin.profile', labelKey: 'app.menu.profile', icon: PersonIcon, target: { route: 'admin.profile' }, roles, groupKey: 'app.menu.groups.account' },
];
