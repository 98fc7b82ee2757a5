import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { UserEdit } from '../../../../src/portal/users/UserEdit';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';
import { makeUser } from '../shell/fixtures';

const target = makeUser('manager-reader', { id: 31, first_name: 'Rita', last_name: 'Reader', email: 'rita@kontor.test', phone: null, enabled: true });

const server = (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  if (url.pathname === '/api/v1/a/users/31' && call.method === 'GET') return { body: { data: target } };
  if (url.pathname === '/api/v1/a/users/31' && call.method === 'PUT') {
    const body = call.body as { email: string; enabled?: boolean };
    if (body.email === 'taken@kontor.test') return { status: 422, body: { message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } } };
    return { body: { data: { ...target, ...body }, message: 'User updated successfully.' } };
  }
  if (url.pathname === '/api/v1/a/users/31/role') return { body: { data: { ...target, roles: [{ slug: 'manager' }] } } };
  if (url.pathname === '/api/v1/a/users/31/password') {
    return { status: 422, body: { message: 'The password must be at least 12 characters.', errors: { password: ['The password must be at least 12 characters.'] } } };
  }
  return { status: 404, body: { message: 'Not found.' } };
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('UserEdit', () => {
  it('puts the server field message on the e-mail input', async () => {
    signInAs('admin');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    renderMoneyPage('/admin/users/31/edit', '/admin/users/:user_id/edit', <UserEdit />, dataProvider);
    const email = await screen.findByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'taken@kontor.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The email has already been taken.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ first_name: 'Rita', email: 'taken@kontor.test' });
  });

  it('disables only after the confirmation, sending the user with enabled false', async () => {
    signInAs('admin');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    renderMoneyPage('/admin/users/31/edit', '/admin/users/:user_id/edit', <UserEdit />, dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(screen.getByText(/Disable Rita Reader\?/)).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Disable' });
    await user.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ email: 'rita@kontor.test', enabled: false });
  });

  it('offers only customer roles to a customer and changes the role after confirming', async () => {
    signInAs('admin');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    renderMoneyPage('/admin/users/31/edit', '/admin/users/:user_id/edit', <UserEdit />, dataProvider);
    // The role input is react-admin's SelectInput: its name is the label, the required mark and the shown role.
    await user.click(await screen.findByRole('combobox', { name: /^Role/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Manager', 'Manager (read only)']);
    await user.click(screen.getByRole('option', { name: 'Manager' }));
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    const confirm = screen.getAllByRole('button', { name: 'Change role' });
    await user.click(confirm[confirm.length - 1] as HTMLElement);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/a/users/31/role'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/a/users/31/role'))?.body).toEqual({ role: 'manager' });
  });

  it('puts the server\'s 422 message on the password input', async () => {
    signInAs('admin');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    renderMoneyPage('/admin/users/31/edit', '/admin/users/:user_id/edit', <UserEdit />, dataProvider);
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm the new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The password must be at least 12 characters.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/a/users/31/password'))?.body).toEqual({ password: 'short', password_confirmation: 'short' });
    // The other parts are untouched.
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'false');
  });

  it('says so when the user does not exist', async () => {
    signInAs('admin');
    mockFetch(server);
    renderMoneyPage('/admin/users/32/edit', '/admin/users/:user_id/edit', <UserEdit />, dataProvider);
    expect(await screen.findByText('User not found.')).toBeInTheDocument();
  });

  it('puts the server\'s 422 message of the role call on the role input', async () => {
    signInAs('admin');
    const calls = mockFetch((call) =>
      call.url.endsWith('/a/users/31/role') ? { status: 422, body: { message: 'This role cannot be given.', errors: { role: ['This role cannot be given.'] } } } : server(call),
    );
    const user = userEvent.setup();
    renderMoneyPage('/admin/users/31/edit', '/admin/users/:user_id/edit', <UserEdit />, dataProvider);
    await user.click(await screen.findByRole('combobox', { name: /^Role/ }));
    await user.click(screen.getByRole('option', { name: 'Manager' }));
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    const confirm = screen.getAllByRole('button', { name: 'Change role' });
    await user.click(confirm[confirm.length - 1] as HTMLElement);
    expect(await screen.findByText('This role cannot be given.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/a/users/31/role'))).toHaveLength(1);
  });
});
