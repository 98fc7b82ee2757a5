import type { FastifyRequest } from 'fastify';
import { importBody } from '../../../contract/calls/forms';
import type { AppContext, Member } from '../../context';
import { nowIso } from '../../db/values';
import { conflict, fieldError, invalid } from '../../domain/errors';
import { readingMultipart } from '../../http/uploads';
import { invalidInput } from '../../domain/invalidInput';
import { type ImportAccount, importFileKind, openImportFile } from '../../imports/openImportFile';
import type { OpenedSheet } from '../../imports/readWorkbook';
import { importReadSlots } from '../../imports/readSlots';
import { IMPORT_LIMITS, ImportFileError } from '../../imports/zipGuard';
import { enqueue } from '../../jobs/queue';
import { formatMinor } from '../../ledger/money';
import { filesOf } from '../../storage/fileStore';
import { assertClean } from '../../storage/malwareScan';
import { importHoldOf } from '../approvals/hold';
import { draftEnv, sourceAccount } from '../transactions/drafts';
import { anyRecentDuplicate, DUPLICATE_MESSAGE } from '../transactions/payments';
import type { DraftEnv } from '../transactions/types';
import { storeImportFile } from './importFiles';
import { IMPORT_JOB_TYPE } from './importJob';
import { type ImportRow, publishImport } from './importResource';
import { type FileSummary, summariseRows } from './rowDrafts';

type Upload = { fields: Record<string, string>; file: Buffer | null; fileName: string };

/**
 * Reads the multipart parts: the text fields, and the `file` part capped at IMPORT_LIMITS.maxFileBytes (more answers 413);
 * a body that cannot be read (no boundary, a wrong one, cut short) answers 400.
 */
const readUpload = async (req: FastifyRequest): Promise<Upload> => {
  if (!req.isMultipart()) throw fieldError('file', 'Send the file as multipart/form-data in the field "file".');
  const upload = await readingMultipart(async () => {
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
    let fileName = 'import.xlsx';
    for await (const part of req.parts({ limits: { fileSize: IMPORT_LIMITS.maxFileBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        file = await part.toBuffer(); // over the limit: throws the plugin's 413
        fileName = part.filename.replace(/[^\w .()-]+/g, '_').slice(-120) || fileName;
      } else if (['is_submit', 'bank_account_id', 'bypass_duplicate_check'].includes(part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      }
    }
    return { fields, file, fileName };
  });
  // Scanned for malware before it is read as a workbook or stored (ASVS V5.4.3).
  if (upload.file && upload.file.length > 0) await assertClean(req, 'file', upload.file, upload.fileName);
  return upload;
};

/** A refusal of the file itself (guard, reader) is a 422 on `file`. */
const asFileError = async <T>(work: () => Promise<T> | T): Promise<T> => {
  try {
    return await work();
  } catch (e) {
    if (e instanceof ImportFileError) throw fieldError('file', e.message);
    throw e;
  }
};

const sheetOf = async (file: Buffer | null, account: ImportAccount): Promise<OpenedSheet> => {
  if (!file || file.length === 0) throw fieldError('file', 'The file field is required.');
  return asFileError(() => openImportFile(file, account));
};

/** A second submit refuses a suspected duplicate (same account, payee and amount in the last 10 minutes) unless bypassed. */
const checkDuplicates = async (env: DraftEnv, v: FileSummary): Promise<void> => {
  if (await anyRecentDuplicate(env.ctx.db, env.company.id, [...v.duplicateKeys], env.now)) throw conflict(DUPLICATE_MESSAGE);
};

export type SubmitResult = { kind: 'preview'; data: Record<string, unknown> } | { kind: 'created'; row: ImportRow };

/**
 * The import call. First submit: the preview of the valid rows (count, amount, amount with fee) and
 * the errors of the others keyed `sheet.row.column`; a file-level problem, or no valid row at all,
 * answers 422. Second submit: the duplicate check, the one-time code confirming the batch (account,
 * total, payees), then the stored file, the QUEUE record and its job.
 */
export const submitImport = async (ctx: AppContext, req: FastifyRequest, member: Member, confirmOtp: (payload: unknown) => Promise<void>): Promise<SubmitResult> => {
  const upload = await readUpload(req);
  const parsed = importBody.safeParse(upload.fields);
  if (!parsed.success) throw invalidInput(parsed.error);
  const body = parsed.data;
  const env = await draftEnv(ctx, member.user, member.company);
  const account = await sourceAccount(env, Number(body.bank_account_id));
  if (account.currency_type !== 'fiat') throw fieldError('bank_account_id', 'Imports need a fiat account.');
  // The worksheet is unpacked and read in one of the process's import slots (imports/readSlots.ts).
  const validated = await importReadSlots.run(async () => {
    const sheet = await sheetOf(upload.file, account);
    // Each row is validated as it is read; only the totals, the errors and the batch's digest are kept.
    return asFileError(() => summariseRows(env, sheet, account, { duplicateKeys: Boolean(body.is_submit) && !body.bypass_duplicate_check }));
  });
  const totals = validated.totals;
  if (totals.count === 0) throw invalid(validated.errors, 'No row of the file can be paid: see the marked cells.');
  const available = BigInt(account.balance) - BigInt(account.reserved);
  if (totals.withFee > available) {
    throw invalid({ amount: [`Insufficient funds: the available balance is ${formatMinor(available, account.sub_unit)} ${account.currency} and the file needs ${formatMinor(totals.withFee, account.sub_unit)} ${account.currency} with fees.`] });
  }
  if (!body.is_submit) {
    return {
      kind: 'preview',
      data: {
        transactionsCount: totals.count,
        transactionsAmount: formatMinor(totals.amount, account.sub_unit),
        transactionsAmountWithFee: formatMinor(totals.withFee, account.sub_unit),
        currency: account.currency,
        failedCount: validated.failed,
        errors: validated.errors,
      },
    };
  }
  // The duplicate check is part of the validation: answered before the code is asked for.
  if (!body.bypass_duplicate_check) await checkDuplicates(env, validated);
  // A batch one of the company's approval rules reaches waits for its approvers instead of its job (issue 40).
  const hold = await importHoldOf(ctx, member, { companyId: env.company.id, currency: account.currency, subUnit: account.sub_unit, total: totals.amount, largest: totals.largest, withFee: totals.withFee }, req);
  await confirmOtp(validated.binding());
  const filePath = await storeImportFile(filesOf(ctx), env.company.id, 'original', upload.file ?? Buffer.alloc(0), importFileKind(upload.file).extension);
  const at = nowIso(env.now);
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      const created = await trx.insertInto('imports').values({
        company_id: env.company.id, user_id: member.user.id, bank_account_id: account.id, status: 'QUEUE', file_name: upload.fileName, file_path: filePath,
        errors_file_path: null, progress: 0, bypass_duplicate_check: body.bypass_duplicate_check ? 1 : 0, total_rows: totals.count + validated.failed,
        success_transactions_count: 0, success_transactions_amount: '0', success_transactions_amount_with_fee: '0', failed_transactions_count: 0, failed_transactions_amount: '0',
        errors: null, created_at: at, updated_at: at,
      }).returningAll().executeTakeFirstOrThrow();
      const job = { type: IMPORT_JOB_TYPE, payload: { import_id: created.id }, idempotencyKey: `import:${created.id}` };
      if (hold) await hold.inTransaction(trx, created.id);
      else if (ctx.jobs) await ctx.jobs.enqueue(job, trx);
      else await enqueue(trx, { ...job, now: env.now });
      return created;
    });
    await publishImport(ctx, row, 'created');
    await hold?.announce();
    return { kind: 'created', row };
  } catch (e) {
    await filesOf(ctx).remove(filePath).catch(() => undefined);
    throw e;
  }
};
