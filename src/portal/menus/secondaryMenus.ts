import AddCommentIcon from '@mui/icons-material/AddComment';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CallMadeIcon from '@mui/icons-material/CallMade';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import HubIcon from '@mui/icons-material/Hub';
import LanIcon from '@mui/icons-material/Lan';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import SellIcon from '@mui/icons-material/Sell';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { ADMIN_ROLE_SLUGS, MANAGER_ROLE_SLUGS } from '../../contract/enums';
import { DOCS_BASE } from '../../contract/http';
import { firstPortalService } from '../routes/firstPortalService';
import { MANAGER_ONLY } from '../routes/managerRoute';
import type { MenuCondition, MenuEntry, MenuName } from './types';

const GATED: MenuCondition[] = ['complianceNotRequired', 'company'];
/** Quick crypto actions: manager only (not reader), first theme only, like the crypto menu. */
const CRYPTO_ACTION: MenuCondition[] = [...GATED, '!limitedFeatures', 'crypto', 'individualOrTwoFactor', 'firstTheme'];

/**
 * The header menu (the spec names it without entries: the manager's support, the admin's pending
 * transactions and users, project decision). The manager's notifications are the bell beside it
 * (NotificationBell): one bell, not two (issue 21 item 10).
 */
const headerMenu: MenuEntry[] = [
  { id: 'header.tickets', labelKey: 'app.routes.tickets', icon: SupportAgentIcon, target: { route: 'manager.support.tickets' }, roles: MANAGER_ROLE_SLUGS, conditions: GATED },
  {
    id: 'header.pending',
    labelKey: 'app.routes.transaction_modes.pending_transactions',
    icon: HourglassTopIcon,
    target: { route: 'admin.transactions', params: { mode: 'pending_transactions' } },
    roles: ADMIN_ROLE_SLUGS,
  },
  { id: 'header.users', labelKey: 'app.routes.users', icon: PeopleIcon, target: { route: 'admin.users' }, roles: ADMIN_ROLE_SLUGS },
];

/** The action bar of document 1 section 2.6: deposit, sell, buy, withdraw crypto, open ticket, withdraw. */
const actionBar: MenuEntry[] = [
  { id: 'action.deposit', labelKey: 'app.menu.action_deposit', icon: CallReceivedIcon, target: { route: 'manager.crypto.deposit' }, roles: MANAGER_ONLY, conditions: CRYPTO_ACTION },
  { id: 'action.sell', labelKey: 'app.menu.action_sell', icon: SellIcon, target: { route: 'manager.crypto.sell' }, roles: MANAGER_ONLY, conditions: CRYPTO_ACTION },
  { id: 'action.buy', labelKey: 'app.menu.action_buy', icon: ShoppingCartIcon, target: { route: 'manager.crypto.buy' }, roles: MANAGER_ONLY, conditions: CRYPTO_ACTION },
  { id: 'action.withdraw-crypto', labelKey: 'app.menu.action_withdraw_crypto', icon: CallMadeIcon, target: { route: 'manager.crypto.withdraw' }, roles: MANAGER_ONLY, conditions: CRYPTO_ACTION },
  // Tickets are opened from their list; the query asks it to open the form.
  {
    id: 'action.ticket',
    labelKey: 'app.menu.action_ticket',
    icon: AddCommentIcon,
    target: { route: 'manager.support.tickets', query: { create: '1' } },
    roles: MANAGER_ONLY,
    conditions: GATED,
  },
  {
    id: 'action.withdraw',
    labelKey: 'app.menu.action_withdraw',
    icon: CallMadeIcon,
    target: { route: 'manager.payments.withdrawal', params: { action: 'create' } },
    roles: MANAGER_ONLY,
    conditions: [...GATED, '!limitedFeatures'],
  },
];

/** The footer menu (named without entries in the spec: the API documentation and support, project decision). */
const footerMenu: MenuEntry[] = [
  { id: 'footer.docs', labelKey: 'app.menu.api_docs', icon: MenuBookIcon, target: { href: DOCS_BASE } },
  { id: 'footer.changelog', labelKey: 'app.menu.changelog', icon: NewReleasesIcon, target: { href: `${DOCS_BASE}/changelog` } },
  { id: 'footer.support', labelKey: 'app.menu.support', icon: SupportAgentIcon, target: { route: 'manager.support.tickets' }, roles: MANAGER_ROLE_SLUGS, conditions: GATED },
];

/** The user menu of document 1 section 2.6: My Profile, Portal Services, PSP Portal, Back To Admin, Logout. */
const userMenu: MenuEntry[] = [
  { id: 'user.profile', labelKey: 'app.menu.my_profile', icon: PersonIcon, target: { route: 'manager.profile' }, roles: MANAGER_ROLE_SLUGS, conditions: ['complianceNotRequired'] },
  { id: 'user.admin-profile', labelKey: 'app.menu.my_profile', icon: PersonIcon, target: { route: 'admin.profile' }, roles: ADMIN_ROLE_SLUGS },
  {
    id: 'user.portal-services',
    labelKey: 'app.routes.portal_services',
    icon: HubIcon,
    target: { route: 'manager.portal-services', params: (ctx) => ({ portal_service: firstPortalService(ctx) }) },
    roles: MANAGER_ROLE_SLUGS,
    conditions: [...GATED, 'portals'],
  },
  { id: 'user.psp-portal', labelKey: 'app.routes.psp_portal', icon: LanIcon, target: { route: 'manager.psp-portal' }, roles: MANAGER_ROLE_SLUGS, conditions: [...GATED, 'pspPortalAttached'] },
  { id: 'user.back-to-admin', labelKey: 'app.menu.back_to_admin', icon: AdminPanelSettingsIcon, target: { action: 'backToAdmin' }, conditions: ['adminTokenStored'] },
  { id: 'user.logout', labelKey: 'app.menu.logout', icon: LogoutIcon, target: { action: 'logout' } },
];

export const secondaryMenus: Record<Exclude<MenuName, 'main'>, MenuEntry[]> = { header: headerMenu, actionBar, footer: footerMenu, user: userMenu };
