import type { Kysely, Transaction } from 'kysely';
import type { TicketPriority } from '../../../contract/enums';
import type { AppContext, AuthState, CompanyRow } from '../../context';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { fieldError } from '../../domain/errors';
import { filesOf } from '../../storage/fileStore';
import { companyTransactionIds } from '../transactions/lookups';
import { removeAttachments, storeAttachment } from './attachmentFiles';
import type { TicketRow } from './ticketResource';
import type { IncomingAttachment } from './ticketUpload';

export const TRANSACTIONS_INVALID = 'The selected transaction ids are invalid.';

type NewTicket = { subject: string; message: string; priority?: TicketPriority; transaction_ids?: number[] };

/** Only the company's own transactions may be linked; an unknown or foreign id refuses the whole ticket. */
const checkTransactions = async (db: Kysely<Database>, companyId: number, ids: readonly number[]): Promise<number[]> => {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await companyTransactionIds(db, companyId, wanted);
  if (found.length !== wanted.length) throw fieldError('transaction_ids', TRANSACTIONS_INVALID);
  return wanted;
};

/**
 * Stores the files, then writes the rows in one database transaction; a failed write removes the
 * files again, so nothing of a refused message remains.
 */
const withStoredFiles = async <T>(ctx: AppContext, companyId: number, files: readonly IncomingAttachment[], write: (trx: Transaction<Database>, paths: string[]) => Promise<T>): Promise<T> => {
  const paths: string[] = [];
  try {
    for (const f of files) paths.push(await storeAttachment(filesOf(ctx), companyId, f.mime, f.content));
    return await ctx.db.transaction().execute((trx) => write(trx, paths));
  } catch (e) {
    await removeAttachments(filesOf(ctx), paths);
    throw e;
  }
};

const insertMessage = async (trx: Transaction<Database>, ticketId: number, userId: number, message: string, files: readonly IncomingAttachment[], paths: readonly string[], at: string): Promise<number> => {
  const thread = await trx.insertInto('ticket_threads').values({ ticket_id: ticketId, user_id: userId, message, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
  for (const [i, f] of files.entries()) {
    const file_path = paths[i];
    if (file_path === undefined) throw new Error('Attachment was not stored');
    await trx.insertInto('ticket_attachments')
      .values({ ticket_id: ticketId, thread_id: thread.id, file_name: f.filename, file_path, mime_type: f.mime, size: f.content.length, created_at: at, updated_at: at })
      .execute();
  }
  return thread.id;
};

/** A new open ticket: its first thread carries the message and the attachments. */
export const createTicket = async (ctx: AppContext, auth: AuthState, company: CompanyRow, body: NewTicket, files: readonly IncomingAttachment[]): Promise<number> => {
  const transactionIds = await checkTransactions(ctx.db, company.id, body.transaction_ids ?? []);
  const at = nowIso(ctx.now());
  return withStoredFiles(ctx, company.id, files, async (trx, paths) => {
    const ticket = await trx
      .insertInto('tickets')
      .values({ company_id: company.id, user_id: auth.user.id, subject: body.subject, status: 'open', priority: body.priority ?? 'normal', closed_at: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertMessage(trx, ticket.id, auth.user.id, body.message, files, paths, at);
    if (transactionIds.length) await trx.insertInto('ticket_transactions').values(transactionIds.map((transaction_id) => ({ ticket_id: ticket.id, transaction_id }))).execute();
    return ticket.id;
  });
};

/** A customer reply: the ticket waits for support again (open), also when it was answered or closed. */
export const replyToTicket = async (ctx: AppContext, auth: AuthState, company: CompanyRow, ticket: TicketRow, message: string, files: readonly IncomingAttachment[]): Promise<number> => {
  const at = nowIso(ctx.now());
  return withStoredFiles(ctx, company.id, files, async (trx, paths) => {
    const threadId = await insertMessage(trx, ticket.id, auth.user.id, message, files, paths, at);
    await trx.updateTable('tickets').set({ status: 'open', closed_at: null, updated_at: at }).where('id', '=', ticket.id).execute();
    return threadId;
  });
};

/** Close or reopen; setting the current status again changes nothing. */
export const setTicketStatus = async (ctx: AppContext, ticket: TicketRow, status: 'open' | 'closed'): Promise<boolean> => {
  if (ticket.status === status) return false;
  const at = nowIso(ctx.now());
  await ctx.db.updateTable('tickets').set({ status, closed_at: status === 'closed' ? at : null, updated_at: at }).where('id', '=', ticket.id).execute();
  return true;
};
