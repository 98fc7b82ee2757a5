import { z } from 'zod';
import { calls } from '../../../src/contract/calls';
import type { CallDef } from '../../../src/contract/http';

/**
 * Helpers of the contract-generated security tests (issue 16): the call table, the fields of a body
 * schema, and values a field's schema refuses.
 */

export const defs = calls as Record<string, CallDef>;
export const CALL_NAMES = Object.keys(defs).sort();

/** The top-level fields of an object schema (through pipes, optionals, unions and intersections), or undefined. */
export const objectShape = (schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined => {
  if (!schema) return undefined;
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe) return objectShape(schema.in as z.ZodType);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) return objectShape(schema.def.innerType as z.ZodType);
  if (schema instanceof z.ZodUnion) {
    const shapes = (schema.options as z.ZodType[]).map(objectShape);
    return shapes.every((s) => s !== undefined) ? Object.assign({}, ...shapes) as Record<string, z.ZodType> : undefined;
  }
  if (schema instanceof z.ZodIntersection) {
    const left = objectShape(schema.def.left as z.ZodType);
    const right = objectShape(schema.def.right as z.ZodType);
    return left && right ? { ...left, ...right } : undefined;
  }
  return undefined;
};

/** Values of the wrong type, tried in order: the first one a field's schema refuses is sent for it. */
const WRONG_VALUES: unknown[] = [{ nested: { object: true } }, [[1, 2]], 12345.678, true, 'not-a-value-of-this-field'];

/** For each field of the body, a value its schema refuses (fields that accept every candidate are left out). */
export const wrongTypes = (shape: Record<string, z.ZodType>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const wrong = WRONG_VALUES.find((v) => !field.safeParse(v).success);
    if (wrong !== undefined) out[key] = wrong;
  }
  return out;
};

/** A path parameter is a numeric id when its schema takes '12' and refuses 'abc'. */
export const numericParams = (def: CallDef): string[] => {
  const shape = objectShape(def.params) ?? {};
  return Object.entries(shape).filter(([, s]) => s.safeParse('12').success && !s.safeParse('abc').success).map(([k]) => k);
};

export const pathParams = (def: CallDef): string[] => [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

/** Whether an answer is in the documented error shape `{message, errors?}` (DESIGN.md). */
export const isErrorShape = (body: string): boolean => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
  const answer = parsed as Record<string, unknown>;
  if (typeof answer.message !== 'string') return false;
  if (!Object.keys(answer).every((k) => k === 'message' || k === 'errors')) return false;
  if (answer.errors === undefined) return true;
  if (typeof answer.errors !== 'object' || answer.errors === null) return false;
  return Object.values(answer.errors as Record<string, unknown>).every((m) => Array.isArray(m) && m.every((s) => typeof s === 'string'));
};
