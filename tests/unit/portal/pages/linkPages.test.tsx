import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApproveEmailPage } from '../../../../src/portal/pages/ApproveEmailPage';
import { ForgotPasswordPage } from '../../../../src/portal/pages/ForgotPasswordPage';
import { ResetPasswordPage } from '../../../../src/portal/pages/ResetPasswordPage';
import { mockFetch, type Answer, type RecordedCall } from '../fetchMock';
import { renderAt } from './renderAt';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('e-mail approval', () => {
  it('approves once on opening, even with StrictMode mounting twice, and links to sign in', async () => {
    const calls = mockFetch(() => ({ body: { message: 'Your e-mail address has been approved. You can sign in now.' } }));
    renderAt('/u/email/K1/C1', '/u/email/:key/:code', <ApproveEmailPage />);
    expect(await screen.findByText('Your e-mail address has been approved. You can sign in now.')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/v1/auth/approve-email/K1/C1']);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('a used or unknown link says so', async () => {
    mockFetch(() => ({ status: 404, body: { message: 'This approval link is invalid or has expired.' } }));
    renderAt('/u/email/K1/C1', '/u/email/:key/:code', <ApproveEmailPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This approval link is invalid or has expired.');
  });
});

describe('password recovery', () => {
  it('forgot password sends the address and says what happens next', async () => {
    const calls = mockFetch(() => ({ body: { message: 'sent' } }));
    renderAt('/forgot-password?email=ada%40example.test', '/forgot-password', <ForgotPasswordPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/we have sent a password reset link/)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'ada@example.test' });
  });

  it('reset checks the link first, then sets the new password', async () => {
    const calls = mockFetch((call: RecordedCall): Answer => (call.method === 'GET' ? { body: { data: { email: 'ada@example.test' } } } : { body: { message: 'done' } }));
    renderAt('/reset-password?key=K&token=T&email=ada%40example.test', '/reset-password', <ResetPasswordPage />);
    expect(await screen.findByLabelText(/^E-mail/)).toHaveValue('ada@example.test');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'New-Passw0rd!');
    await user.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'New-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been changed. You can sign in with it now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?email=ada%40example.test');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/v1/auth/reset-password/K/T', 'POST /api/v1/auth/reset-password/K/T']);
    expect(calls[1]?.body).toEqual({ password: 'New-Passw0rd!', password_confirmation: 'New-Passw0rd!' });
  });

  it('an expired reset link says so and offers a new one, without a form', async () => {
    mockFetch(() => ({ status: 404, body: { message: 'This password reset link is invalid or has expired.' } }));
    renderAt('/reset-password?key=K&token=T', '/reset-password', <ResetPasswordPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
  });

  it('a link without key or token is refused without a call', async () => {
    const calls = mockFetch(() => ({ body: {} }));
    renderAt('/reset-password?email=a%40b.test', '/reset-password', <ResetPasswordPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(calls).toHaveLength(0);
  });
});
