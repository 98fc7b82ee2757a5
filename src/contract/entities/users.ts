import type { CompanyFeature, CompanyLegalType, CompanyServiceType, PaymentServiceStatus, PortalServiceProvider, RoleSlug } from '../enums';
import type { DateTime } from './scalars';

// ---------------------------------------------------------------- auth and users

export type AuthToken = {
  access_token: string;
  /** Seconds until expiry. */
  expires_in: number;
  /** Unix time (seconds) of expiry. */
  expires_at: number;
  /** Expiry as ISO 8601. */
  expires_date: string;
  token_type: 'Bearer';
};

export type LoginResult = {
  token: AuthToken;
  user: User;
  redirect_url?: string;
  /** The sign-in used a recovery code: how many unused codes the user has left (issue 42). */
  recovery_codes_left?: number;
};

/** One of the caller's own live sign-ins (a refresh-token family), as `GET profile/sessions` lists it. */
export type SignInSession = {
  /** The sign-in's family id: `DELETE profile/sessions/{id}` ends it. */
  id: string;
  started_at: DateTime;
  /** When it was last renewed (a refresh) or, never renewed, when it started. */
  last_used_at: DateTime;
  /** The absolute end of the sign-in; renewals never extend it. */
  expires_at: DateTime;
  /** Browser and address of the device it came through (its auth checkpoint), else as the sign-in recorded them. */
  user_agent: string | null;
  ip: string | null;
  /** The sign-in making this call. */
  current: boolean;
  /** What confirmed the sign-in beside the password: totp, passkey, recovery_code; null for none (issue 42). */
  second_factor?: string | null;
};

/** Sign-in approved from another device (issue 18): what became of a waiting browser's request. */
export const DEVICE_SIGN_IN_STATUSES = ['waiting', 'approved', 'denied', 'expired', 'refused', 'redeemed'] as const;
export type DeviceSignInStatus = (typeof DEVICE_SIGN_IN_STATUSES)[number];
/** The waiting browser's request was taken: the code of its QR link and when it ends. */
export type DeviceSignInStarted = { code: string; expires_at: string };
/** What the approving user sees of the waiting browser: browser and system (from its user agent), address, time. */
/**
 * The waiting browser's place against the approver's: the approver's own address, whether the browser is
 * on the same network (IPv4 /24, IPv6 /64), and whether the approver's account ever signed in from its address.
 */
export type DeviceSignInPlace = { approver_ip: string | null; same_network: boolean; known_address: boolean };
export type DeviceSignInRequest = { browser: string | null; system: string | null; ip: string | null; created_at: string; expires_at: string; status: DeviceSignInStatus; place: DeviceSignInPlace };

/** Per portal service: whether the company is attached to it and allowed to use it. */
/**
 * A portal service of the company: attached and allowed (document 1), and, Kontor's own, whether the
 * company has signed up at it (its questionnaire sent): only then can it send a portal withdrawal.
 */
export type PortalServiceState = { is_attached: boolean; is_allowed: boolean; is_signed_up?: boolean };
export type PortalServicesMap = Partial<Record<PortalServiceProvider, PortalServiceState>>;

export type CompanyRef = { id: number; name: string };

export type Company = {
  id: number;
  name: string;
  enabled: boolean;
  /** Feature → on; a missing feature is off. */
  enabled_features: Partial<Record<CompanyFeature, boolean>>;
  psp_portal_attached: boolean;
  white_label_enabled: boolean;
  legal_type: CompanyLegalType;
  company_types: CompanyServiceType[];
  affiliate_owner_company: CompanyRef | null;
  portal_services: PortalServicesMap;
  payment_service_status: PaymentServiceStatus;
  /** Every user of the company needs a second factor (issue 42). */
  two_factor_required?: boolean;
  country?: string | null;
  /** Set on a white-labeled child company. */
  white_label_owner_company?: CompanyRef | null;
  created_at?: DateTime;
};

export type User = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  avatar: string | null;
  phone?: string | null;
  livechat_token: string | null;
  roles: { slug: RoleSlug }[];
  company: Company | null;
  portal_services: PortalServicesMap;
  two_factor_auth: { google: boolean };
  /**
   * The two-factor policy (platform, company, or an administrator in production) requires a second factor
   * the user has not set up: the portal leads to the profile's set-up, the server refuses other calls (issue 42).
   */
  two_factor_setup_required?: boolean;
  is_compliance_trackings_required: boolean;
  is_compliance_trackings_preparing: boolean;
  user_lead_id: number | null;
  affiliates: { count: number };
  enabled?: boolean;
  created_at?: DateTime;
};

export type UserRef = { id: number; first_name: string; last_name: string; email: string };

export type LiveChatGuest = { token: string; name: string; email: string; company_id: number | null; user_id: number };

/** How many of the caller's recovery codes are left (issue 42). */
export type RecoveryCodesState = { total: number; left: number };

/** A passkey (WebAuthn credential) of the caller, as the profile lists it. */
export type Passkey = {
  id: number;
  name: string;
  /** singleDevice | multiDevice (synced). */
  device_type: string | null;
  backed_up: boolean;
  created_at: DateTime;
  last_used_at: DateTime | null;
};

/** The WebAuthn creation options (PublicKeyCredentialCreationOptionsJSON) the browser registers a passkey with. */
export type PasskeyRegistrationOptions = Record<string, unknown> & { challenge: string };

/** One recent sign-in or failed sign-in of the caller: when, from where, with which browser, how. */
export type SignInEvent = {
  id: number;
  /** signed_in | failed | blocked */
  kind: 'signed_in' | 'failed' | 'blocked';
  at: DateTime;
  ip: string | null;
  user_agent: string | null;
  /** Where the address is, as far as the place lookup knows (null without one). */
  place: string | null;
  /** totp, passkey, recovery_code; or null. */
  second_factor: string | null;
  /** Failed: wrong password or wrong second factor. */
  reason: 'password' | 'second_factor' | null;
  new_device: boolean;
};
