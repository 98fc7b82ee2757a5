import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../../src/contract/entities';
import { UserList } from '../../../../src/portal/users/UserList';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { makeUser } from '../shell/fixtures';
import { memoryServer } from './memoryServer';

const USERS = Array.from({ length: 3 }, (_, i) => ({ ...makeUser('manager', { id: i + 1, first_name: `User${i + 1}`, last_name: 'Test', email: `u${i + 1}@kontor.test` }), role: 'manager' })) as unknown as User[];

/** A phone-sized window for MUI's useMediaQuery (jsdom has no matchMedia): every "down(sm)" query matches. */
const phoneWindow = () => {
  const query = (media: string) => ({
    matches: media.includes('max-width'), media, onchange: null,
    addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: query });
};

beforeEach(phoneWindow);
afterEach(() => {
  cleanUpPages();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('lists on a phone (ResourceList, issue 19)', () => {
  it('shows the search at once and puts the other filters behind the filter button', async () => {
    signInAs('admin');
    const { calls, dataProvider } = memoryServer(USERS, { searchIn: (u) => `${u.first_name} ${u.email}` });
    const user = userEvent.setup();
    renderRoutes('/admin/users', { '/admin/users': <UserList /> }, { dataProvider });
    // A SimpleList on a phone: rows as list items, no table.
    expect(await screen.findByText('User1 Test')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByLabelText('Search by name or e-mail')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Role' }));
    await user.click(await screen.findByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ role: 'admin' }));
  });
});
