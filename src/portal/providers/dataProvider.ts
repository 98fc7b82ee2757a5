import type { CreateParams, DataProvider, DeleteParams, GetListParams, GetOneParams, RaRecord, UpdateParams } from 'react-admin';
import type { CallName } from '../../contract/calls';
import type { PaginationMeta } from '../../contract/http';
import { actions } from './actions';
import { adminActions } from './adminActions';
import { adminReads } from './adminReads';
import { approvalActions } from './approvalActions';
import { connectActions } from './connectActions';
import { scheduleActions } from './scheduleActions';
import { identityCalls } from './identityCalls';
import { ApiError } from './ApiError';
import { callLoose, type LooseCallArgs } from './callApi';
import { reads } from './reads';
import { listQuery } from './listQuery';
import { isResourceName, RESOURCES, type ResourceDef } from './resources';
import type { SettingsRecord } from './settingsRecord';
import { isRecord } from './storage';
import { withWriteReactions, type WriteMeta } from './writeReactions';
import { writeArgs } from './writeRequest';

type Method = keyof Omit<ResourceDef, 'cache' | 'idField' | 'singleton'>;

/** Whether a resource is one record without an id in its calls. */
const isSingleton = (resource: string): boolean => isResourceName(resource) && (RESOURCES[resource] as ResourceDef).singleton === true;

/** The call of a resource method, or a clear error for what the contract does not offer. */
const callOf = (resource: string, method: Method): CallName => {
  const def: ResourceDef | undefined = isResourceName(resource) ? RESOURCES[resource] : undefined;
  const name = def?.[method];
  if (!name) throw new ApiError({ status: 501, message: 'app.error.not_implemented' });
  return name;
};

const send = async <T>(resource: string, method: Method, args: LooseCallArgs): Promise<T> => callLoose<T>(callOf(resource, method), args);

/** A write of a resource: its `meta` (code, duplicate confirmation, Idempotency-Key) made part of the request. */
const sendWrite = async <T>(resource: string, method: Method, args: LooseCallArgs, meta: WriteMeta | undefined): Promise<T> => {
  const name = callOf(resource, method);
  return callLoose<T>(name, writeArgs(name, args, meta));
};

export { listQuery } from './listQuery';

const isMeta = (value: unknown): value is PaginationMeta => isRecord(value) && typeof value.total === 'number';

/** `{data, meta}` pages and plain lists as react-admin's `{data, total}`. */
export const toListResult = <R>(answer: unknown): { data: R[]; total: number; pageInfo?: { hasNextPage: boolean; hasPreviousPage: boolean } } => {
  if (Array.isArray(answer)) return { data: answer as R[], total: answer.length };
  if (isRecord(answer) && Array.isArray(answer.data) && isMeta(answer.meta)) {
    const { current_page: page, last_page: last, total } = answer.meta;
    return { data: answer.data as R[], total, pageInfo: { hasNextPage: page < last, hasPreviousPage: page > 1 } };
  }
  throw new ApiError({ status: 200, message: 'app.error.unexpected' });
};

/** The server's largest page (document 2: per_page is capped at 100). */
export const SERVER_PAGE_LIMIT = 100;

/** The path parameters a list's meta carries ({params: {id: 7}}), as strings; undefined without them. */
const pathParamsOf = (meta: unknown): Record<string, string> | undefined => {
  if (!isRecord(meta) || !isRecord(meta.params)) return undefined;
  const entries = Object.entries(meta.params).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number');
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
};

/**
 * One page of react-admin's list. A page larger than the server's (react-admin's export asks for
 * 1,000 records at once) is gathered from consecutive server pages of 100, in order, stopping at the
 * end of the list.
 */
/** Records whose resource names them by another field (idField) get it as react-admin's id. */
const withIds = <R extends RaRecord>(resource: string, result: ReturnType<typeof toListResult<R>>) => {
  const field = isResourceName(resource) ? (RESOURCES[resource] as ResourceDef).idField : undefined;
  if (!field) return result;
  return { ...result, data: result.data.map((r) => ({ ...r, id: (r as Record<string, unknown>)[field] as R['id'] })) };
};

const getList = async <R extends RaRecord>(resource: string, params: GetListParams) => withIds(resource, await getListPages<R>(resource, params));

const getListPages = async <R extends RaRecord>(resource: string, params: GetListParams) => {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: SERVER_PAGE_LIMIT };
  // A list under a parent record (a company's employees) names the parent in meta.params: the call's path.
  const path = pathParamsOf(params.meta);
  if (perPage <= SERVER_PAGE_LIMIT) return toListResult<R>(await send(resource, 'list', { params: path, query: listQuery(params), signal: params.signal }));
  const first = (page - 1) * perPage;
  const data: R[] = [];
  let total = 0;
  for (let serverPage = Math.floor(first / SERVER_PAGE_LIMIT) + 1; ; serverPage += 1) {
    const answer = toListResult<R>(await send(resource, 'list', { params: path, query: listQuery({ ...params, pagination: { page: serverPage, perPage: SERVER_PAGE_LIMIT } }), signal: params.signal }));
    total = answer.total;
    const offset = (serverPage - 1) * SERVER_PAGE_LIMIT;
    data.push(...answer.data.filter((_, i) => offset + i >= first && offset + i < first + perPage));
    if (answer.data.length < SERVER_PAGE_LIMIT || offset + SERVER_PAGE_LIMIT >= Math.min(total, first + perPage)) break;
  }
  return { data, total, pageInfo: { hasNextPage: first + perPage < total, hasPreviousPage: page > 1 } };
};

/**
 * The platform settings are one record over per-key calls (settingsRecord.ts), loaded when first used: it checks
 * values with the contract's zod schemas, which nobody needs before signing in. The white labels are one-record resources.
 */
const settingsRecord = () => import('./settingsRecord');

const getOne = async <R extends RaRecord>(resource: string, { id, signal }: GetOneParams<R>) => {
  if (resource === 'settings') return { data: (await (await settingsRecord()).getSettingsRecord(signal)) as unknown as R };
  if (isSingleton(resource)) return { data: { ...(await send<R>(resource, 'get', { signal })), id } };
  return { data: await send<R>(resource, 'get', { params: { id: String(id) }, signal }) };
};

const create = async <R extends RaRecord>(resource: string, { data, meta }: CreateParams) => ({ data: await sendWrite<R>(resource, 'create', { body: data }, meta) });

const update = async <R extends RaRecord>(resource: string, { id, data, previousData, meta }: UpdateParams<R>) => {
  if (resource === 'settings') return { data: (await (await settingsRecord()).updateSettingsRecord({ data: data as Partial<SettingsRecord>, previousData: previousData as unknown as SettingsRecord })) as unknown as R };
  if (isSingleton(resource)) return { data: { ...(await sendWrite<R>(resource, 'update', { body: data }, meta)), id } };
  return { data: await sendWrite<R>(resource, 'update', { params: { id: String(id) }, body: data }, meta) };
};

const remove = async <R extends RaRecord>(resource: string, { id, previousData, meta }: DeleteParams<R>) => {
  await sendWrite(resource, 'delete', { params: { id: String(id) } }, meta);
  // Some deletes answer with the remaining list (wallets, beneficiaries): react-admin wants the record.
  return { data: (previousData ?? { id }) as R };
};

const recordReads: Pick<DataProvider, 'getList' | 'getOne' | 'getMany' | 'getManyReference'> = {
  getList,
  getOne,
  getMany: async (resource, { ids, signal }) => ({ data: await Promise.all(ids.map(async (id) => (await getOne(resource, { id, signal })).data)) }),
  getManyReference: (resource, { target, id, filter, ...rest }) => getList(resource, { ...rest, filter: { ...filter, [target]: id } }),
};

// Several records at once: one call per record, the batch as one write (one code, one duplicate question).
const recordWrites: Pick<DataProvider, 'create' | 'update' | 'updateMany' | 'delete' | 'deleteMany'> = {
  create,
  update,
  updateMany: async (resource, { ids, data, meta }) => {
    await Promise.all(ids.map((id) => update(resource, { id, data, previousData: { id }, meta })));
    return { data: ids };
  },
  delete: remove,
  deleteMany: async (resource, { ids, meta }) => {
    await Promise.all(ids.map((id) => remove(resource, { id, meta })));
    return { data: ids };
  },
};

/**
 * The standard react-admin methods over the resources of RESOURCES, and the custom reads (reads.ts)
 * and writes (actions.ts). Every write goes through the write wrapper (writeReactions.ts), so `meta`
 * drives the code dialog, the duplicate confirmation and the Idempotency-Key. Pages reach the custom
 * methods through `useDataProvider<KontorDataProvider>()`.
 */
export const dataProvider = {
  ...recordReads,
  ...reads,
  ...adminReads,
  ...identityCalls,
  ...withWriteReactions({ ...recordWrites, ...actions, ...adminActions, ...approvalActions, ...connectActions, ...scheduleActions }),
};

export type KontorDataProvider = typeof dataProvider;
