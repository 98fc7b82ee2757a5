import { screen } from '@testing-library/react';
import { testDataProvider, type DeleteManyParams, type GetListParams, type RaRecord } from 'react-admin';
import { vi } from 'vitest';

type MemoryServerOptions<R> = {
  /** The text a search looks in. */
  searchIn?: (record: R) => string;
  /** The value a sort field orders by (default: the record's field). */
  sortValue?: (record: R, field: string) => unknown;
};

/**
 * A list API in memory for react-admin's testDataProvider: search, exact filters, sort and pages as
 * the server does them; every getList and deleteMany call recorded.
 */
export const memoryServer = <R extends RaRecord>(initial: R[], { searchIn, sortValue }: MemoryServerOptions<R> = {}) => {
  let records = [...initial];
  const calls: GetListParams[] = [];
  const deleted: DeleteManyParams[] = [];
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    calls.push(params);
    const { search, ...exact } = (params.filter ?? {}) as Record<string, unknown>;
    const term = String(search ?? '').trim().toLowerCase();
    const field = params.sort?.field;
    const sign = params.sort?.order === 'DESC' ? -1 : 1;
    const value = (r: R) => (field ? (sortValue ? sortValue(r, field) : (r as Record<string, unknown>)[field]) : r.id);
    const rows = records
      .filter((r) => !term || (searchIn ? searchIn(r) : JSON.stringify(r)).toLowerCase().includes(term))
      .filter((r) => Object.entries(exact).every(([k, v]) => String((r as Record<string, unknown>)[k]) === String(v)))
      .sort((a, b) => {
        const x = value(a);
        const y = value(b);
        return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? '')));
      });
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  });
  const deleteMany = vi.fn(async (_resource: string, params: DeleteManyParams) => {
    deleted.push(params);
    records = records.filter((r) => !params.ids.includes(r.id));
    return { data: params.ids };
  });
  return { calls, deleted, dataProvider: testDataProvider({ getList: getList as never, deleteMany: deleteMany as never }) };
};

/** The data rows of the table (the header row left out). */
export const bodyRows = () => screen.getAllByRole('row').slice(1);

/** Catches the files the exports save (URL.createObjectURL), to read them. */
export const catchDownloads = () => {
  const created: Blob[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'), revokeObjectURL: () => undefined }));
  return created;
};

export const failingProvider = () => testDataProvider({ getList: (async () => Promise.reject(new Error('boom'))) as never });
export const emptyProvider = () => testDataProvider({ getList: (async () => ({ data: [], total: 0 })) as never });
