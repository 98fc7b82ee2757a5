import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { UserShow } from '../../../../src/portal/users/UserShow';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';
import { makeUser } from '../shell/fixtures';

const target = makeUser('manager-reader', { id: 31, first_name: 'Rita', last_name: 'Reader', email: 'rita@kontor.test', phone: null, enabled: true });

const server = (call: RecordedCall) =>
  new URL(call.url, 'http://portal.test').pathname === '/api/v1/a/users/31' ? { body: { data: target } } : { status: 404, body: { message: 'Not found.' } };

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('UserShow', () => {
  it('shows the user\'s fields and links to the edit page', async () => {
    signInAs('admin');
    mockFetch(server);
    renderMoneyPage('/admin/users/31', '/admin/users/:user_id', <UserShow />, dataProvider);
    expect(await screen.findByText('rita@kontor.test')).toBeInTheDocument();
    expect(screen.getByText('Rita')).toBeInTheDocument();
    expect(screen.getByText('Manager (read only)')).toBeInTheDocument();
    expect(screen.getByText('E-mail')).toBeInTheDocument();
    // No phone: the empty mark.
    expect(screen.getAllByText('—').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/users/31/edit');
  });

  it('says so when the user does not exist', async () => {
    signInAs('admin');
    mockFetch(server);
    renderMoneyPage('/admin/users/32', '/admin/users/:user_id', <UserShow />, dataProvider);
    expect(await screen.findByText('User not found.')).toBeInTheDocument();
  });
});
