import type { TranslateFunction } from 'react-admin';
import { ACTIVITY_TYPES } from '../../contract/enums';

/** Known activity types (contract ACTIVITY_TYPES); the label is the translated type, or the raw type for a new one. */
export const KNOWN_ACTIVITY_TYPES = ACTIVITY_TYPES;

/** Activities a manager's company log holds (admin actions name the company but are the admins'). */
export const MANAGER_ACTIVITY_TYPES = KNOWN_ACTIVITY_TYPES.filter((t) => !t.startsWith('admin.'));

export const activityTypeLabel = (translate: TranslateFunction, type: string): string => translate(`app.activity.types.${type}`, { _: type });
