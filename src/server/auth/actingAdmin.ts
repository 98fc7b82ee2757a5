import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The admin acting as the signed-in user, for the whole of one API call: every audit record the call
 * writes (activities, timeline events, transaction events) names that admin beside the user, however
 * deep in a service it is written. Set once per call by http/route.ts from the act-as token around
 * the handler; code that records outside the handler (an onSend hook) restates it with runActingAs.
 */
const store = new AsyncLocalStorage<{ adminId: number | null }>();

/** Runs `fn` (one call's handler) with `adminId` as the acting admin (null: nobody acts as anyone). */
export const runActingAs = <T>(adminId: number | null, fn: () => T): T => store.run({ adminId }, fn);

/** The admin acting as the caller of the current API call; null outside act-as (and outside calls: jobs, seed). */
export const actingAdminId = (): number | null => store.getStore()?.adminId ?? null;
