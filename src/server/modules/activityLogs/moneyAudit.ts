import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls, type CallName } from '../../../contract/calls';
import { API_BASE } from '../../../contract/http';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { CallScope, inCallScope } from '../../db/writeGate';
import { type ActivityType, recordActivity } from './record';
import { sourceOfFundsNotices } from '../notifications/sourceOfFunds';
import { referenceOf } from '../transactions/lookups';

type Audited = { type: ActivityType; describe: (ref: string) => string };

/**
 * Money calls whose success is written to the activity log here, so the modules that own them stay
 * untouched. A manager's new payment is not among them: it is logged in its own database transaction
 * (integrationPayments.ts paymentActivityWriter), so it is never logged twice nor missing after a
 * commit, and its answer is not parsed again here.
 */
const AUDITED: Partial<Record<CallName, Audited>> = {
  'manager.transactions.deny': { type: 'transaction.denied', describe: (ref) => `Transaction ${ref} denied` },
  'manager.transactions.sourceOfFunds': { type: 'transaction.source_of_funds', describe: (ref) => `Source of funds set on transaction ${ref}` },
  'manager.transactions.import': { type: 'import.created', describe: (ref) => `Import ${ref} uploaded` },
};

const routeKey = (method: string, url: string) => `${method} ${url}`;
const BY_ROUTE = new Map<string, CallName>(
  (Object.keys(AUDITED) as CallName[]).map((name) => [routeKey(calls[name].method, `${API_BASE}/${calls[name].path.replace(/\{(\w+)\}/g, ':$1')}`), name]),
);

/** The `data.id` of a JSON answer, if any. */
const dataIdOf = (payload: unknown): number | null => {
  if (typeof payload !== 'string') return null;
  try {
    const body = JSON.parse(payload) as { data?: { id?: unknown } };
    return typeof body.data?.id === 'number' ? body.data.id : null;
  } catch {
    return null;
  }
};

const auditOne = async (ctx: AppContext, req: FastifyRequest, name: CallName, id: number) => {
  const auth = await authenticate(ctx, req);
  if (!auth) return;
  const audited = AUDITED[name];
  if (!audited) return;
  const isImport = name === 'manager.transactions.import';
  const reference = isImport ? undefined : await referenceOf(ctx.db, id);
  // Written after the handler (onSend), through the server's handle: the act-as of the call is restated here.
  const recorder = auth.impersonatorUserId === null ? ctx : inCallScope(ctx, new CallScope(name, true, auth.impersonatorUserId));
  await recordActivity(recorder, req, {
    type: audited.type, userId: auth.user.id, companyId: auth.user.company_id,
    description: audited.describe(reference ?? `#${id}`), meta: isImport ? { import_id: id } : { transaction_id: id },
  });
  // A new payment's notice is sent by its handler, from the row it answers with (transactions/routes.ts).
  if (name === 'manager.transactions.sourceOfFunds') await sourceOfFundsNotices(ctx, id);
};

/**
 * Every successful money action leaves an activity (who, what, from where) — written when the answer
 * is sent, so a failed or refused call leaves none. Runs for the calls listed in AUDITED.
 */
export const registerMoneyAudit = (app: FastifyInstance): void => {
  app.addHook('onSend', async (req, reply, payload) => {
    const url = req.routeOptions.url;
    // An idempotent replay repeats an answer whose action was audited the first time.
    if (!url || reply.statusCode >= 300 || reply.getHeader('idempotent-replayed') === 'true') return payload;
    const name = BY_ROUTE.get(routeKey(req.method, url));
    const id = name ? dataIdOf(payload) : null;
    if (!name || id === null) return payload;
    try {
      await auditOne(app.kontor, req, name, id);
    } catch (err) {
      req.log.error({ err, call: name }, 'activity of a money action not recorded');
    }
    return payload;
  });
};
