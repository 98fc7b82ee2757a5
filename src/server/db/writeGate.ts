import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryExecutor, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { AppContext } from '../context';

/**
 * What one API call's database handle carries (http/route.ts): its write gate and the admin acting as
 * its user. The handler's `ctx.db` is the server's database with this plugin, and every transaction
 * begun on it inherits it (Kysely keeps a handle's plugins in its transactions), so whatever the handler
 * writes through its context passes here, however deep in a service.
 *
 * - **Write gate.** A call that needs a one-time code (`otp` in the contract) starts closed, and
 *   confirmOtp opens it once the code is accepted (or the user has no two-factor). The handler
 *   validates first and asks for the code right before its first write; a handler that writes before
 *   asking is a bug that would change data without a confirmed code, so its query is refused before it
 *   reaches the database (UnconfirmedWriteError: a 500, logged; a database transaction around it rolls
 *   back). Every other call, and everything outside calls (jobs, seed, tests' own fixtures), is open.
 * - **Acting admin.** Under act-as every audit record the call writes (activities, timeline events,
 *   transaction events) names that admin beside the user: the writers read it from the handle they
 *   write with (auth/actingAdmin.ts).
 *
 * Carried by the handle, not by AsyncLocalStorage: on Node 20 a store makes every promise of the process
 * pay the async hooks once it has been used, 12–25 % of a payment's time (docs/decisions.md, issue 14).
 * The price is that only writes through the call's context are gated: a handler that reached the
 * server's own handle (`app.kontor`, `req.server.kontor`) would bypass it. Handlers get their context
 * from registerCall and nothing else; tests/server/security/otpSafetyNet.test.ts checks the handle a
 * handler is given, its transactions, raw SQL and the templates of db/prepared.ts.
 */
export class CallScope implements KyselyPlugin {
  /** The write gate: false until the call's one-time code is confirmed (calls with `otp`). */
  open: boolean;
  constructor(
    /** The contract call's name, for the error and the log. */
    readonly call: string,
    open: boolean,
    /** The admin acting as the signed-in user; null when nobody acts as anyone. */
    readonly actingAdminId: number | null,
  ) {
    this.open = open;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (!this.open && isWrite(args.node)) throw new UnconfirmedWriteError(this.call);
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

/** The call scope a database handle (a transaction's too) carries, if any. */
export const callScopeOf = (db: { getExecutor(): QueryExecutor }): CallScope | undefined => {
  for (const plugin of db.getExecutor().plugins) if (plugin instanceof CallScope) return plugin;
  return undefined;
};

/** `ctx` with its database handle carrying `scope`; `ctx.db` must carry none yet (one scope per handle). */
export const inCallScope = (ctx: AppContext, scope: CallScope): AppContext => {
  if (callScopeOf(ctx.db)) throw new Error('inCallScope: the database handle already carries a call scope');
  return { ...ctx, db: ctx.db.withPlugin(scope), root: ctx.root ?? ctx };
};

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
