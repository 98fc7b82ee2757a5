import type { CallBody, CallName, CallParams, CallQuery } from '../../contract/calls';
import { callRoutes } from '../../contract/callRoutes';
import type { CallResponse } from '../../contract/entities';
import { fillPath, type PaginationMeta } from '../../contract/http';
import { fetchData, type QueryValue, type RequestOptions } from './httpClient';

/** What the httpClient makes of an answer: `{data, meta}` stays a page, `{data}` becomes its data. */
export type Unwrapped<T> = T extends { data: infer D; meta: PaginationMeta } ? { data: D; meta: PaginationMeta } : T extends { data: infer D } ? D : T;

type ParamsArg<N extends CallName> = CallParams<N> extends undefined ? { params?: undefined } : { params: CallParams<N> };
type QueryArg<N extends CallName> = CallQuery<N> extends undefined ? { query?: undefined } : { query?: CallQuery<N> };
/** Multipart calls (files) send FormData; the schema then describes its other fields. */
type BodyArg<N extends CallName> = { body?: CallBody<N> | FormData };

export type CallArgs<N extends CallName> = ParamsArg<N> &
  QueryArg<N> &
  BodyArg<N> &
  Pick<RequestOptions, 'oneTimeCode' | 'signal' | 'errorContext' | 'headers'>;

/** The untyped shape every CallArgs has, for the generic code below (resources, lookups). */
export type LooseCallArgs = {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
} & Pick<RequestOptions, 'oneTimeCode' | 'signal' | 'errorContext' | 'headers'>;

/** One call of the contract's call table by name, without the compile-time payload types. */
export const callLoose = <T = unknown>(name: CallName, args: LooseCallArgs = {}): Promise<T> => {
  // The method and path only: the call table's schemas stay out of the portal's JavaScript.
  const [method, path] = callRoutes[name];
  const { params, query, body, ...options } = args;
  return fetchData<T>(fillPath(path, params ?? {}), { ...options, method, query, body });
};

/**
 * One call of the contract by name, typed from it: path parameters, query and body as its zod schemas
 * accept them, and the answer as ResponseMap describes it, unwrapped like every answer.
 */
export const callApi = <N extends CallName>(name: N, ...[args]: CallParams<N> extends undefined ? [CallArgs<N>?] : [CallArgs<N>]): Promise<Unwrapped<CallResponse<N>>> =>
  // The call table's zod input types are what LooseCallArgs allows, field by field.
  callLoose<Unwrapped<CallResponse<N>>>(name, args as LooseCallArgs | undefined);

type ReadArgs<N extends CallName> = CallParams<N> extends undefined ? [CallArgs<N>?] : [CallArgs<N>];

/** A typed read method of the dataProvider over one call of the contract: `getCompanyStatistics: read('manager.statistic')`. */
export const read =
  <N extends CallName>(name: N) =>
  (...[args]: ReadArgs<N>): Promise<Unwrapped<CallResponse<N>>> =>
    callLoose<Unwrapped<CallResponse<N>>>(name, args as LooseCallArgs | undefined);
