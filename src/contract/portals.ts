import type { PortalServiceProvider } from './enums';

/**
 * Shapes of the remote portal calls (docs/portal-services.md). Document 2 gives only the calls; the
 * answers are the project's.
 */

/** An automatic transfer rule: new incoming funds of the remote account are swept into the own account. */
export type PortalAutoTransfer = {
  id: number;
  portal_service: PortalServiceProvider;
  bank_account_id: number;
  portal_destination_account_id: string;
  created_at: string;
};

/** An account of the company at a remote portal (manager/portals/{service}/remote-accounts). */
export type RemoteAccount = {
  /** The remote portal's account id (what a portal withdrawal names as portal_destination_account_id). */
  id: string;
  portal_service: PortalServiceProvider;
  name: string;
  currency: string;
  iban: string | null;
  /** Decimal string in the currency's units. */
  balance: string;
  auto_transfers: PortalAutoTransfer[];
};

/**
 * The portal service lookup (externals/{service}?account=&currency=): the destination of a withdrawal to a
 * portal, shown on the form before sending. The holder is the company: the account is its own at the service.
 */
export type PortalServiceAccount = {
  portal_service: PortalServiceProvider;
  id: string;
  name: string;
  currency: string;
  iban: string | null;
  holder: string;
};

export const PORTAL_SANDBOX_MODES = ['ok', 'down', 'slow', 'refusing'] as const;
export type PortalSandboxMode = (typeof PORTAL_SANDBOX_MODES)[number];

/** How the built-in sandbox of one provider behaves (admin a/portal-sandbox). */
export type PortalSandboxControl = {
  service: PortalServiceProvider;
  mode: PortalSandboxMode;
  /** Slow mode: how long each answer takes. */
  delay_ms: number;
  /** Refusing mode: the provider's reason. */
  message: string | null;
  updated_at: string | null;
};
