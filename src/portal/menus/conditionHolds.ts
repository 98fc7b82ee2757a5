import { gates, type GateName } from '../providers/gates';
import type { AccessContext } from '../providers/accessContext';
import type { MenuCondition } from './types';

/** Whether one menu condition holds for the user. */
export const conditionHolds = (ctx: AccessContext, condition: MenuCondition): boolean =>
  condition.startsWith('!') ? !gates[condition.slice(1) as GateName](ctx) : gates[condition as GateName](ctx);
