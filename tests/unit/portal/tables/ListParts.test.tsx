import '@testing-library/jest-dom/vitest';
import { Table } from '@mui/material';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';
import { ListHeader, ListPagination } from '../../../../src/portal/tables/ListParts';
import { SEARCH_DELAY_MS, useListSearch } from '../../../../src/portal/tables/useListSearch';

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
});
