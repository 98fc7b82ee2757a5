import { AsyncLocalStorage } from 'node:async_hooks';
import type { KyselyPlugin, OperationNode, RootOperationNode } from 'kysely';

/**
 * A scope in which database writes are refused until the scope is opened. http/route.ts runs the
 * handler of every call that needs a one-time code (`otp` in the contract) in one, and confirmOtp opens
 * it once the code is accepted (or the user has no two-factor). The handler validates first and asks
 * for the code right before its first write; a handler that writes before asking is a bug that would
 * change data without a confirmed code, so its query is refused before it reaches the database
 * (UnconfirmedWriteError: a 500, logged; a database transaction around it rolls back).
 * Outside such a scope (other calls, jobs, seed, tests' own fixtures) nothing is checked.
 */
export type WriteGate = { call: string; open: boolean };

const store = new AsyncLocalStorage<WriteGate>();

/** Runs `fn` (one call's handler) inside `gate`. */
export const runWithWriteGate = <T>(gate: WriteGate, fn: () => T): T => store.run(gate, fn);

/** Runs `fn` outside any gate: the code check itself records failures, locks and the code's use. */
export const runUngated = <T>(fn: () => T): T => store.exit(fn);

export class UnconfirmedWriteError extends Error {
  constructor(readonly call: string) {
    super(`${call} tried to write to the database before its one-time code was confirmed (call confirmOtp after validation, before the first write)`);
    this.name = 'UnconfirmedWriteError';
  }
}

const WRITE_KINDS: ReadonlySet<string> = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const RAW_WRITE = /^\s*(insert|update|delete|merge|replace|upsert|create|alter|drop|truncate)\b/i;

const isWrite = (node: OperationNode): boolean => {
  if (WRITE_KINDS.has(node.kind)) return true;
  const root = node as RootOperationNode;
  if (root.kind === 'RawNode') return RAW_WRITE.test(root.sqlFragments.join(' '));
  // A select whose common table expressions write (with … insert … returning).
  if (root.kind === 'SelectQueryNode' && root.with) return root.with.expressions.some((cte) => isWrite(cte.expression));
  return false;
};

/** The Kysely plugin of every database this server opens (db/connection.ts). */
export const writeGatePlugin: KyselyPlugin = {
  transformQuery(args) {
    const gate = store.getStore();
    if (gate && !gate.open && isWrite(args.node)) throw new UnconfirmedWriteError(gate.call);
    return args.node;
  },
  transformResult: async (args) => args.result,
};
