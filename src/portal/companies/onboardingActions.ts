import type { OnboardingTransition } from '../../contract/entities';
import { PAYMENT_SERVICE_STATUS_COLORS, type PaymentServiceStatus } from '../../contract/enums';

export type ServiceAction = 'onboard' | 'applyNext';

/** What an admin can do with a payment service in this status (the server's rules, docs/decisions.md). */
export const serviceAction = (status: PaymentServiceStatus): ServiceAction | null => {
  if (status === 'DISABLED') return 'onboard';
  if (status === 'ONBOARDING_START' || status === 'ONBOARDING_IN_PROGRESS') return 'applyNext';
  return null;
};

/** The transition "apply next" will apply: the first one not applied yet. */
export const pendingTransition = (transitions: readonly OnboardingTransition[]): OnboardingTransition | null =>
  transitions.find((t) => t.applied_at === null) ?? null;

/** The MUI colour of a status chip: the spec's colours, with danger as MUI's error. */
export const statusChipColor = (status: PaymentServiceStatus): 'success' | 'error' | 'warning' | 'primary' | 'secondary' => {
  const colour = PAYMENT_SERVICE_STATUS_COLORS[status];
  return colour === 'danger' ? 'error' : colour;
};
