import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import BusinessIcon from '@mui/icons-material/Business';
import CallMadeIcon from '@mui/icons-material/CallMade';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContactsIcon from '@mui/icons-material/Contacts';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import EuroIcon from '@mui/icons-material/Euro';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import HubIcon from '@mui/icons-material/Hub';
import KeyIcon from '@mui/icons-material/Key';
import LanIcon from '@mui/icons-material/Lan';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PaletteIcon from '@mui/icons-material/Palette';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PersonIcon from '@mui/icons-material/Person';
import PolicyIcon from '@mui/icons-material/Policy';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import RuleIcon from '@mui/icons-material/Rule';
import SellIcon from '@mui/icons-material/Sell';
import SendIcon from '@mui/icons-material/Send';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WebhookIcon from '@mui/icons-material/Webhook';
import { MANAGER_ROLE_SLUGS } from '../../contract/enums';
import { firstPortalService } from '../routes/firstPortalService';
import { MANAGER_ONLY } from '../routes/managerRoute';
import type { MenuCondition, MenuEntry } from './types';

const roles = MANAGER_ROLE_SLUGS;
/** Manager data: the company gate, and nothing but the verification page while compliance is required. */
const GATED: MenuCondition[] = ['complianceNotRequired', 'company'];
/** Payments and crypto are not part of a limited-features PSP company's product (project decision). */
const PAYMENTS: MenuCondition[] = [...GATED, '!limitedFeatures'];
const CRYPTO: MenuCondition[] = [...PAYMENTS, 'crypto', 'individualOrTwoFactor', 'firstTheme'];
const WITHDRAW = 'app.menu.groups.withdraw';
const CRYPTO_GROUP = 'app.menu.groups.crypto';
const TRANSACTIONS = 'app.menu.groups.transactions';
const CONNECT = 'app.menu.groups.connect';

/** The manager main menu of document 1 section 2.6, in its order. */
export const managerMainMenu: MenuEntry[] = [
  { id: 'manager.dashboard', labelKey: 'app.menu.dashboard', icon: DashboardIcon, target: { route: 'manager.dashboard' }, roles, conditions: ['complianceNotRequired', 'companyEnabled'] },
  { id: 'manager.verifications', labelKey: 'app.routes.verifications', icon: VerifiedUserIcon, target: { route: 'profile.verifications' }, roles, conditions: ['complianceActive'] },
  {
    id: 'manager.accounts.fiat',
    labelKey: 'app.menu.accounts_fiat',
    themeLabelKeys: { assets: 'app.menu.assets_fiat' },
    icon: EuroIcon,
    target: { route: 'manager.accounts', params: { currency_type: 'fiat' } },
    roles,
    conditions: GATED,
  },
  {
    id: 'manager.accounts.crypto',
    labelKey: 'app.menu.accounts_crypto',
    themeLabelKeys: { assets: 'app.menu.assets_crypto' },
    icon: AccountBalanceWalletIcon,
    target: { route: 'manager.accounts', params: { currency_type: 'crypto' } },
    roles,
    conditions: [...GATED, 'crypto'],
  },
  { id: 'manager.white-label', labelKey: 'app.routes.white_label', icon: PaletteIcon, target: { route: 'manager.white-label' }, roles, conditions: [...GATED, 'whiteLabel'] },
  {
    id: 'manager.white-labeled.kyc',
    labelKey: 'app.routes.white_labeled_kyc',
    icon: BusinessIcon,
    target: { route: 'manager.white-labeled.compliance-trackings' },
    roles,
    conditions: [...GATED, 'whiteLabel'],
  },
  {
    id: 'manager.white-labeled.transactions',
    labelKey: 'app.routes.white_labeled_transactions',
    icon: BusinessIcon,
    target: { route: 'manager.white-labeled.transactions', params: { mode: 'approved_transactions' } },
    roles,
    conditions: [...GATED, 'whiteLabel'],
  },
  { id: 'manager.crypto.sell', labelKey: 'app.routes.crypto_sell', icon: SellIcon, target: { route: 'manager.crypto.sell' }, roles, conditions: CRYPTO, groupKey: CRYPTO_GROUP },
  { id: 'manager.crypto.buy', labelKey: 'app.routes.crypto_buy', icon: ShoppingCartIcon, target: { route: 'manager.crypto.buy' }, roles, conditions: CRYPTO, groupKey: CRYPTO_GROUP },
  { id: 'manager.crypto.withdraw', labelKey: 'app.routes.crypto_withdraw', icon: CallMadeIcon, target: { route: 'manager.crypto.withdraw' }, roles, conditions: CRYPTO, groupKey: CRYPTO_GROUP },
  { id: 'manager.crypto.deposit', labelKey: 'app.routes.crypto_deposit', icon: CallReceivedIcon, target: { route: 'manager.crypto.deposit' }, roles, conditions: CRYPTO, groupKey: CRYPTO_GROUP },
  { id: 'manager.beneficiaries', labelKey: 'app.routes.beneficiaries', icon: ContactsIcon, target: { route: 'manager.transaction-agents' }, roles, conditions: PAYMENTS },
  { id: 'manager.payment-templates', labelKey: 'app.templates.title', icon: BookmarksIcon, target: { route: 'manager.payment-templates' }, roles, conditions: PAYMENTS },
  { id: 'manager.approvals', labelKey: 'app.approvals.title', icon: FactCheckIcon, target: { route: 'manager.approvals' }, roles, conditions: [...PAYMENTS, 'twoFactor'] },
  { id: 'manager.standing-orders', labelKey: 'app.schedules.title', icon: EventRepeatIcon, target: { route: 'manager.standing-orders' }, roles, conditions: PAYMENTS },
  { id: 'manager.approval-rules', labelKey: 'app.approvals.rules.title', icon: RuleIcon, target: { route: 'manager.approval-rules' }, roles, conditions: [...PAYMENTS, 'twoFactor'] },
  {
    id: 'manager.transactions.approved',
    labelKey: 'app.routes.transaction_modes.approved_transactions',
    icon: CheckCircleIcon,
    target: { route: 'manager.transactions', params: { mode: 'approved_transactions' } },
    roles,
    conditions: GATED,
    groupKey: TRANSACTIONS,
  },
  {
    id: 'manager.transactions.pending',
    labelKey: 'app.routes.transaction_modes.pending_transactions',
    icon: HourglassTopIcon,
    target: { route: 'manager.transactions', params: { mode: 'pending_transactions' } },
    roles,
    conditions: GATED,
    groupKey: TRANSACTIONS,
  },
  {
    id: 'manager.withdraw.iban',
    labelKey: 'app.menu.withdraw_iban',
    icon: CallMadeIcon,
    target: { route: 'manager.payments.withdrawal', params: { action: 'create' } },
    roles: MANAGER_ONLY,
    conditions: PAYMENTS,
    groupKey: WITHDRAW,
  },
  // The second theme hides transfer, exchange and import, and shows Convert Currencies instead.
  {
    id: 'manager.withdraw.transfer',
    labelKey: 'app.menu.withdraw_transfer',
    icon: SwapHorizIcon,
    target: { route: 'manager.payments.transfer', params: { action: 'create' } },
    roles: MANAGER_ONLY,
    conditions: [...PAYMENTS, '!secondTheme'],
    groupKey: WITHDRAW,
  },
  {
    id: 'manager.withdraw.exchange',
    labelKey: 'app.menu.withdraw_exchange',
    icon: CurrencyExchangeIcon,
    target: { route: 'manager.payments.exchange', params: { action: 'create' } },
    roles: MANAGER_ONLY,
    conditions: [...PAYMENTS, '!secondTheme'],
    groupKey: WITHDRAW,
  },
  {
    id: 'manager.withdraw.import',
    labelKey: 'app.menu.withdraw_import',
    icon: UploadFileIcon,
    target: { route: 'manager.payments.import' },
    roles: MANAGER_ONLY,
    conditions: [...PAYMENTS, 'twoFactor', '!secondTheme'],
    groupKey: WITHDRAW,
  },
  {
    id: 'manager.withdraw.convert',
    labelKey: 'app.menu.convert',
    icon: SyncAltIcon,
    target: { route: 'manager.payments.convert', params: { action: 'create' } },
    roles: MANAGER_ONLY,
    conditions: [...PAYMENTS, 'secondTheme'],
    groupKey: WITHDRAW,
  },
  // The spec's menus list no products entry; documents 1 (section 1) and 2 (section 7) name products with the
  // portal integrations, so it stands before them. Guarded like the products routes: readers see the list.
  { id: 'manager.products', labelKey: 'app.products.title', icon: StorefrontIcon, target: { route: 'manager.products' }, roles, conditions: GATED },
  {
    id: 'manager.portal-services',
    labelKey: 'app.routes.portal_services',
    icon: HubIcon,
    target: { route: 'manager.portal-services', params: (ctx) => ({ portal_service: firstPortalService(ctx) }) },
    // Readers view the remote accounts read-only (issue 38); signing up and signing in stay the manager's.
    roles,
    conditions: [...GATED, 'portals'],
  },
  // Issue 41: the company's own systems (the server asks for two-factor of company users, as for the approvals).
  { id: 'manager.api-keys', labelKey: 'app.connect.api_keys.title', icon: KeyIcon, target: { route: 'manager.api-keys' }, roles, conditions: [...GATED, 'twoFactor'], groupKey: CONNECT },
  { id: 'manager.webhooks', labelKey: 'app.connect.webhooks.title', icon: WebhookIcon, target: { route: 'manager.webhooks' }, roles, conditions: [...GATED, 'twoFactor'], groupKey: CONNECT },
  { id: 'manager.statement-schedules', labelKey: 'app.connect.statement_schedules.title', icon: EventRepeatIcon, target: { route: 'manager.statement-schedules' }, roles, conditions: [...GATED, 'twoFactor'], groupKey: CONNECT },
  { id: 'manager.api-payments', labelKey: 'app.connect.api_payments.title', icon: PendingActionsIcon, target: { route: 'manager.api-payments' }, roles, conditions: [...PAYMENTS, 'twoFactor'], groupKey: CONNECT },
  { id: 'manager.reports', labelKey: 'app.routes.reports', icon: DescriptionIcon, target: { route: 'manager.reports' }, roles, conditions: [...GATED, 'individualOrTwoFactor'] },
  { id: 'manager.kyc', labelKey: 'app.routes.kyc', icon: PolicyIcon, target: { route: 'manager.compliance-trackings' }, roles, conditions: GATED },
  // Imports belong with the import form: the second theme hides both.
  { id: 'manager.imports', labelKey: 'app.routes.imports', icon: UploadFileIcon, target: { route: 'manager.imports' }, roles, conditions: [...GATED, 'twoFactor', '!secondTheme'] },
  {
    id: 'manager.notifications',
    labelKey: 'app.routes.notifications',
    icon: NotificationsIcon,
    target: { route: 'manager.notifications' },
    roles,
    conditions: ['complianceNotRequired', 'companyEnabled', 'individualOrTwoFactor'],
  },
  { id: 'manager.tickets', labelKey: 'app.routes.tickets', icon: SupportAgentIcon, target: { route: 'manager.support.tickets' }, roles, conditions: GATED },
  { id: 'manager.profile', labelKey: 'app.menu.profile', icon: PersonIcon, target: { route: 'manager.profile' }, roles, conditions: ['complianceNotRequired'] },
  {
    id: 'manager.psp.sign-up',
    labelKey: 'app.routes.psp_sign_up',
    icon: LanIcon,
    target: { route: 'manager.psp-portal.sign-up' },
    roles: MANAGER_ONLY,
    conditions: [...GATED, 'pspPortal', '!pspPortalAttached'],
  },
  { id: 'manager.psp.accounts', labelKey: 'app.routes.psp_accounts', icon: LanIcon, target: { route: 'manager.psp-portal.accounts' }, roles, conditions: [...GATED, 'pspPortalAttached'] },
  { id: 'manager.affiliates.kyc', labelKey: 'app.routes.affiliates_kyc', icon: PolicyIcon, target: { route: 'manager.affiliates.compliance-trackings' }, roles, conditions: [...GATED, 'affiliation'] },
  {
    id: 'manager.affiliates.transactions',
    labelKey: 'app.routes.affiliates_transactions',
    icon: ReceiptLongIcon,
    target: { route: 'manager.affiliates.transactions', params: { mode: 'approved_transactions' } },
    roles,
    conditions: [...GATED, 'affiliation'],
  },
  // Document 1: the page shows only if the company is affiliated (it sends to the affiliate owner); with the affiliate entries.
  {
    id: 'manager.send-funds-affiliate',
    labelKey: 'app.routes.send_funds_affiliate',
    icon: SendIcon,
    target: { route: 'manager.send-funds-affiliate' },
    roles: MANAGER_ONLY,
    conditions: [...GATED, 'affiliated'],
  },
];
