import { TWO_FACTOR_SETUP_CALLS } from '../../contract/http';
import type { AppContext, AuthState, CompanyRow, UserRow } from '../context';
import { TwoFactorSetupRequiredError } from '../domain/errors';
import { readSettings } from '../ledger/settings';

/**
 * The two-factor policy (issue 42, ASVS V6.3.3). A second factor is required of a user
 * - by the platform setting `two_factor_required` (every user),
 * - by the company's `two_factor_required` (every user of that company), or
 * - always for an administrator (admin, super-admin) when NODE_ENV=production.
 * The demo data never meets the last rule: a production server refuses to start while demo users exist
 * (app.ts), and outside production the demo administrators sign in without a second
 * factor unless the platform setting asks for one.
 * A user it requires one of who has none may make only TWO_FACTOR_SETUP_CALLS (who they are, sign out,
 * the profile's set-up); every other call answers 403 with the two-factor-setup-required header.
 */
export type TwoFactorRequirement = 'platform' | 'company' | 'administrator';

export const TWO_FACTOR_POLICY_MESSAGES = {
  setupRequired: 'Two-factor authentication is required for your account. Please set it up in your profile first.',
  cannotDisable: 'Two-factor authentication is required for your account and cannot be turned off.',
} as const;

const isAdministrator = (role: string): boolean => role === 'admin' || role === 'super-admin';

/** Why the policy requires a second factor of the user (whether or not they have one); null: it does not. */
export const twoFactorRequirement = async (
  ctx: AppContext,
  user: Pick<UserRow, 'role'>,
  company: Pick<CompanyRow, 'two_factor_required'> | null,
  /** The platform setting when the caller's token read it already (authenticate.ts); else it is read here. */
  platform?: boolean,
): Promise<TwoFactorRequirement | null> => {
  if (isAdministrator(user.role) && ctx.config.nodeEnv === 'production') return 'administrator';
  if (company?.two_factor_required === 1) return 'company';
  // Every key at once: kept between requests until a setting changes (ledger/settings.ts).
  if (platform ?? (await readSettings(ctx.db)).two_factor_required) return 'platform';
  return null;
};

/** Whether the user has to set up a second factor before anything else. */
export const twoFactorSetupRequired = async (ctx: AppContext, user: Pick<UserRow, 'role' | 'totp_enabled'>, company: Pick<CompanyRow, 'two_factor_required'> | null, platform?: boolean): Promise<boolean> =>
  user.totp_enabled !== 1 && (await twoFactorRequirement(ctx, user, company, platform)) !== null;

const OPEN: ReadonlySet<string> = new Set<string>(TWO_FACTOR_SETUP_CALLS);

/**
 * The gate of every call of a signed-in person: refused until the required second factor is set up. An
 * administrator acting as the user is not stopped (the administrator signed in with their own factor and
 * may need to help), nor is an API key (its calls are a company's, whose manager the company gate holds).
 */
export const enforceTwoFactorPolicy = async (ctx: AppContext, callName: string, auth: AuthState): Promise<void> => {
  if (auth.user.totp_enabled === 1 || auth.apiKey || auth.impersonatorUserId !== null || OPEN.has(callName)) return;
  if (await twoFactorSetupRequired(ctx, auth.user, auth.company, auth.platformTwoFactorRequired)) throw new TwoFactorSetupRequiredError(TWO_FACTOR_POLICY_MESSAGES.setupRequired);
};
