import type { z } from 'zod';
import type { CallDef } from '../http';
import { adminCalls } from './admin';
import { authCalls } from './auth';
import { commonCalls } from './common';
import { managerCalls } from './manager';

/** The call table: every call of document 2, section 7, by name. */
export const calls = {
  ...authCalls,
  ...commonCalls,
  ...managerCalls,
  ...adminCalls,
} satisfies Record<string, CallDef>;

export type Calls = typeof calls;
export type CallName = keyof Calls;

type SchemaField = 'params' | 'query' | 'body';

/** z.input of a call's params, query or body schema, or undefined when the call has none. */
export type CallInput<N extends CallName, F extends SchemaField> = Calls[N] extends { [P in F]: infer S extends z.ZodType } ? z.input<S> : undefined;
/** z.output (what the server reads after parsing) of a call's params, query or body schema, or undefined. */
export type CallOutput<N extends CallName, F extends SchemaField> = Calls[N] extends { [P in F]: infer S extends z.ZodType } ? z.output<S> : undefined;

export type CallBody<N extends CallName> = CallInput<N, 'body'>;
export type CallQuery<N extends CallName> = CallInput<N, 'query'>;
export type CallParams<N extends CallName> = CallInput<N, 'params'>;

export const callNames = Object.keys(calls) as CallName[];

export { adminCalls, authCalls, commonCalls, managerCalls };
export * from './admin';
export * from './manager';
export * from './forms';
export * from './payloads';
