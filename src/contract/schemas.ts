import { z } from 'zod';
import { PAGE_SIZE } from './constants';

/** Building blocks for call payload schemas, shared by every group of calls. */

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: idSchema });

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** Server-side password rule: the same checks the portal's strength meter turns on by default. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`)
  .regex(/\d/, 'The password must contain at least one number.')
  .regex(/[^A-Za-z0-9]/, 'The password must contain at least one symbol.');

export const otpCodeSchema = z.string().regex(/^\d{6}$/, 'The code must be exactly 6 digits.');

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(PAGE_SIZE).default(PAGE_SIZE),
});

/** A money amount on the wire: a decimal string (or number) with at most `maxDecimals` decimals, > 0. */
export const amountSchema = (maxDecimals = 8) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{1,15}(\.\d+)?$/, 'The amount must be a positive number.')
        .refine((v) => (v.split('.')[1]?.length ?? 0) <= maxDecimals, `The amount may have at most ${maxDecimals} decimals.`)
        .refine((v) => /[1-9]/.test(v), 'The amount must be greater than zero.'),
    );

/** Booleans as they arrive from query strings and multipart forms. */
export const flagSchema = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false']), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be in YYYY-MM-DD format.');

/** A list that may arrive as `k[]=1&k[]=2`, `k=1,2` or a single value. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : String(v).split(',').filter(Boolean)), z.array(item).max(1000));
