import { z } from 'zod';
import { AUTH_CHECKPOINT_STATUSES } from '../enums';
import { authCheckpointsPageQuery, blankable, dateSchema, idInput, orderSchema, searchSchema } from '../schemas';

/** Columns the auth checkpoints list sorts by. */
export const AUTH_CHECKPOINT_SORTS = ['id', 'user', 'ip', 'status', 'last_seen_at', 'created_at', 'failed_attempts', 'last_failed_at'] as const;

/**
 * Auth checkpoints list (admin): search (user e-mail or name, ip, browser id, user agent), status,
 * user, and the days (UTC) the device was last seen in; page size 50 by default.
 */
export const authCheckpointListQuery = authCheckpointsPageQuery
  .extend({
    search: blankable(searchSchema),
    status: blankable(z.enum(AUTH_CHECKPOINT_STATUSES, { error: 'The selected status is invalid.' })),
    user_id: blankable(idInput),
    from_date: blankable(dateSchema),
    to_date: blankable(dateSchema),
    sort: blankable(z.enum(AUTH_CHECKPOINT_SORTS, { error: 'The sort column is invalid.' })),
    order: blankable(orderSchema),
  })
  .superRefine((v, ctx) => {
    if (v.from_date && v.to_date && v.from_date > v.to_date) {
      ctx.addIssue({ code: 'custom', path: ['to_date'], message: 'The end date must be a date after or equal to the start date.' });
    }
  });
