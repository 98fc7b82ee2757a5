import { bankAccountTimelineClass } from '../bankAccounts/timelineClass';
import { agentTimelineClass } from '../beneficiaries/timelineClass';
import { companyTimelineClass } from '../companies/timelineClass';
import { settingTimelineClass } from '../settings/timelineClass';
import { transactionTimelineClass } from '../transactions/timelineClass';
import { userTimelineClass } from '../users/timelineClass';
import type { TimelineClass } from './types';

/** The entity classes, in the admin menu's order; each module that owns the records says how they are listed and shown. */
export const TIMELINE_CLASSES: readonly TimelineClass[] = [
  userTimelineClass,
  companyTimelineClass,
  bankAccountTimelineClass,
  transactionTimelineClass,
  agentTimelineClass,
  settingTimelineClass,
];

export const timelineClass = (slug: string): TimelineClass | undefined => TIMELINE_CLASSES.find((c) => c.slug === slug);
