import type { PortalServicesMap } from '../../../contract/entities';
import type { PaymentServiceStatus, PortalServiceProvider } from '../../../contract/enums';
import { ONBOARDING_STAGES } from '../dictionaries/referenceLists';

/**
 * The onboarding of a payment service (docs/decisions.md "Companies (admin)"): starting it puts the
 * service at the first stage (ONBOARDING_START) with the move to the second stage pending; each
 * "apply next" applies the pending move (ONBOARDING_IN_PROGRESS) and opens the following one; the
 * last stage makes the service ACTIVE and attaches it to the company.
 */
export const STAGES: readonly string[] = ONBOARDING_STAGES.map((s) => String(s.id));
export const FIRST_STAGE = STAGES[0] ?? 'application';
export const LAST_STAGE = STAGES[STAGES.length - 1] ?? 'live';

/** The stage after `stage`, or null at the last stage (or for a stage the list does not know). */
export const nextStage = (stage: string): string | null => {
  const i = STAGES.indexOf(stage);
  return i < 0 || i === STAGES.length - 1 ? null : (STAGES[i + 1] ?? null);
};

export const isOnboarding = (status: PaymentServiceStatus): boolean => status === 'ONBOARDING_START' || status === 'ONBOARDING_IN_PROGRESS';

/** Onboarding starts only from DISABLED: an active service needs none, a running one is not restarted. */
export const onboardRefusal = (status: PaymentServiceStatus): string | null => {
  if (status === 'ACTIVE') return 'This payment service is already active.';
  if (isOnboarding(status)) return 'The onboarding of this payment service has already started.';
  return null;
};

/** The status of a service after its pending move to `toStage` is applied. */
export const statusAfterApplying = (toStage: string): PaymentServiceStatus => (toStage === LAST_STAGE ? 'ACTIVE' : 'ONBOARDING_IN_PROGRESS');

/** A service without an onboarding record: active when the company is attached to it and allowed to use it. */
export const derivedStatus = (services: PortalServicesMap, service: PortalServiceProvider): PaymentServiceStatus => {
  const state = services[service];
  return state?.is_attached && state.is_allowed ? 'ACTIVE' : 'DISABLED';
};

const RANK: Record<PaymentServiceStatus, number> = { DISABLED: 0, ONBOARDING_START: 1, ONBOARDING_IN_PROGRESS: 2, ACTIVE: 3 };

/**
 * The company's own payment-service status follows its most advanced service: it moves up with
 * the onboarding (a company in ONBOARDING_START whose first service goes live becomes ACTIVE) and
 * is never lowered by a service's onboarding.
 */
export const companyStatusAfter = (current: PaymentServiceStatus, service: PaymentServiceStatus): PaymentServiceStatus =>
  RANK[service] > RANK[current] ? service : current;

/** The portal services map once `service` is live (attached and allowed) or while it onboards (not attached). */
export const portalServicesAfter = (services: PortalServicesMap, service: PortalServiceProvider, status: PaymentServiceStatus): PortalServicesMap => {
  const before = services[service];
  if (status === 'ACTIVE') return { ...services, [service]: { is_attached: true, is_allowed: true } };
  return { ...services, [service]: { is_attached: false, is_allowed: before?.is_allowed ?? false } };
};
