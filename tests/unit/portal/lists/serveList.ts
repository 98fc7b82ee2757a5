import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { testDataProvider, type DataProvider, type GetListParams, type RaRecord } from 'react-admin';
import { expect, vi } from 'vitest';

type ServeOptions<R> = {
  /** Whether a record passes the list's filter (default: every record). */
  matches?: (record: R, filter: Record<string, unknown>) => boolean;
  /** Other resources the page reads (bank accounts of a filter…). */
  others?: Record<string, RaRecord[]>;
  /** More methods of the data provider (deleteMany…). */
  more?: Partial<DataProvider>;
};

/** A server in memory for one list resource: filter and pages as the API does them, newest first; every list call recorded. */
export const serveList = <R extends RaRecord>(resource: string, all: () => R[], { matches = () => true, others = {}, more = {} }: ServeOptions<R> = {}) => {
  const calls: GetListParams[] = [];
  const getList = vi.fn(async (name: string, params: GetListParams) => {
    if (name !== resource) return { data: others[name] ?? [], total: (others[name] ?? []).length };
    calls.push(params);
    const rows = all().filter((r) => matches(r, params.filter ?? {}));
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  });
  const getMany = vi.fn(async (name: string, { ids }: { ids: unknown[] }) => ({ data: (others[name] ?? []).filter((r) => ids.map(String).includes(String(r.id))) }));
  return { calls, getList, dataProvider: testDataProvider({ getList: getList as never, getMany: getMany as never, ...more }) };
};

/** The table's rows (without the header row). */
export const bodyRows = (): HTMLElement[] => screen.getAllByRole('row').slice(1);

/** Moves to the next page, then shows 50 rows a page, checking what the list asked the server. */
export const checkPaging = async (user: UserEvent, calls: GetListParams[]) => {
  await user.click(screen.getByRole('button', { name: /next page/i }));
  await waitFor(() => expect(calls.at(-1)?.pagination).toEqual({ page: 2, perPage: 25 }));
  await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
  await user.click(await screen.findByRole('option', { name: '50' }));
  await waitFor(() => expect(calls.at(-1)?.pagination).toEqual({ page: 1, perPage: 50 }));
};

/** Hides a column through react-admin's column chooser. */
export const hideColumn = async (user: UserEvent, name: string) => {
  expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  const chooser = await screen.findByRole('menu');
  await user.click(within(chooser).getByLabelText(name));
  await waitFor(() => expect(screen.queryByRole('columnheader', { name })).not.toBeInTheDocument());
  await user.keyboard('{Escape}');
};

/** Catches the files the page saves (CSV / xlsx blobs). */
export const catchDownloads = (): Blob[] => {
  const created: Blob[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'), revokeObjectURL: () => undefined }));
  return created;
};

/** Exports as CSV and gives the file's lines. */
export const exportCsv = async (user: UserEvent): Promise<string[]> => {
  const created = catchDownloads();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  // Every page is read and the file written (xlsx loads its writer first): slow on a busy machine.
  await waitFor(() => expect(created).toHaveLength(1), { timeout: 10_000 });
  return (await (created[0] as Blob).text()).trim().split('\n');
};

/** Exports as xlsx: one file is saved. */
export const exportXlsx = async (user: UserEvent) => {
  const created = catchDownloads();
  await user.click(screen.getByRole('button', { name: 'Export Excel' }));
  // Every page is read and the file written (xlsx loads its writer first): slow on a busy machine.
  await waitFor(() => expect(created).toHaveLength(1), { timeout: 10_000 });
};
