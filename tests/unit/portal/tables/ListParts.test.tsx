import '@testing-library/jest-dom/vitest';
import { Table } from '@mui/material';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';
import { ListFeedback, ListHeader, ListPagination, ListSelectFilter } from '../../../../src/portal/tables/ListParts';
import { SEARCH_DELAY_MS, useListSearch, useSettledInput } from '../../../../src/portal/tables/useListSearch';
import { useListSort } from '../../../../src/portal/tables/useListSort';

const wrap = (node: ReactNode) => render(<AdminContext i18nProvider={i18nProvider} store={memoryStore()}>{node}</AdminContext>);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('shared list parts', () => {
  it('sorts only the sortable columns, by the server field', async () => {
    const onSort = vi.fn();
    wrap(<Table><ListHeader columns={['name', 'company']} labelPrefix="app.users.columns." sortable={{ name: 'first_name' }} sort={{ field: 'created_at', order: 'DESC' }} onSort={onSort} /></Table>);
    await userEvent.click(await screen.findByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('first_name');
    expect(screen.queryByRole('button', { name: 'Company' })).toBeNull();
  });

  it('changes rows per page and goes back to page 1; a fixed page size offers no choice', async () => {
    const onPage = vi.fn();
    const onPerPage = vi.fn();
    wrap(<ListPagination total={300} page={3} onPage={onPage} perPage={25} onPerPage={onPerPage} />);
    await userEvent.click(await screen.findByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: '50' }));
    expect(onPerPage).toHaveBeenCalledWith(50);
    expect(onPage).toHaveBeenLastCalledWith(1);
    cleanup();
    wrap(<ListPagination total={300} page={1} onPage={onPage} perPage={25} displayedKey="app.money.list.displayed" />);
    await screen.findByRole('button', { name: /next/i });
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('applies the typed search after the delay, trimmed, and goes back to page 1', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useListSearch());
    act(() => result.current.setPage(4));
    act(() => result.current.setTyped('  acme '));
    expect(result.current.search).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(result.current.search).toBe('acme');
    expect(result.current.page).toBe(1);
  });

  it('offers the given page sizes and the translated rows-per-page label', async () => {
    const onPerPage = vi.fn();
    wrap(<ListPagination total={300} page={1} onPage={vi.fn()} perPage={50} onPerPage={onPerPage} perPageOptions={[10, 50]} rowsPerPageKey="app.users.search" />);
    expect(await screen.findByText('Search by name or e-mail')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['10', '50']);
    await userEvent.click(screen.getByRole('option', { name: '10' }));
    expect(onPerPage).toHaveBeenCalledWith(10);
  });

  it('shows the error message when the list failed, and no empty message without its key', async () => {
    wrap(<ListFeedback isFetching={false} failed empty />);
    expect(await screen.findByText('Unknown error')).toBeInTheDocument();
    expect(screen.queryByText(/no .* match/i)).toBeNull();
    cleanup();
    wrap(<ListFeedback isFetching={false} empty emptyKey="app.users.empty" />);
    expect(await screen.findByText('No users match.')).toBeInTheDocument();
    expect(screen.queryByText('Unknown error')).toBeNull();
  });

  it('sorts a new field in the first order, toggles the current one, and goes back to page 1', () => {
    const setPage = vi.fn();
    const { result } = renderHook(() => useListSort({ field: 'updated_at', order: 'DESC' }, setPage, 'DESC'));
    act(() => result.current.sortBy('subject'));
    expect(result.current.sort).toEqual({ field: 'subject', order: 'DESC' });
    act(() => result.current.sortBy('subject'));
    expect(result.current.sort).toEqual({ field: 'subject', order: 'ASC' });
    act(() => result.current.sortBy('subject'));
    expect(result.current.sort).toEqual({ field: 'subject', order: 'DESC' });
    expect(setPage).toHaveBeenCalledTimes(3);
    expect(setPage).toHaveBeenLastCalledWith(1);
    const asc = renderHook(() => useListSort({ field: 'created_at', order: 'DESC' }, vi.fn()));
    act(() => asc.result.current.sortBy('email'));
    expect(asc.result.current.sort).toEqual({ field: 'email', order: 'ASC' });
  });

  it('applies a settled input once, after the delay since the last change, with the latest apply', () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const { rerender } = renderHook(({ value, tag }) => useSettledInput(value, (v) => calls.push(`${tag}:${v}`)), { initialProps: { value: 'a', tag: 'first' } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    rerender({ value: 'ab', tag: 'first' });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    rerender({ value: 'ab', tag: 'second' });
    expect(calls).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(calls).toEqual(['second:ab']);
  });

  it('offers "all" and the options in a select filter, and reports the picked value', async () => {
    const onChange = vi.fn();
    wrap(<ListSelectFilter label="Status" value="" onChange={onChange} allLabel="All" options={[{ value: 'open', label: 'Open' }, { value: 'closed', label: 'Closed' }]} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All', 'Open', 'Closed']);
    await userEvent.click(screen.getByRole('option', { name: 'Closed' }));
    expect(onChange).toHaveBeenCalledWith('closed');
  });
});
