import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegistrationPage } from '../../../../src/portal/pages/RegistrationPage';
import { mockFetch, type Answer, type RecordedCall } from '../fetchMock';
import { renderAt } from './renderAt';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (url: string) => renderAt(url, '/registration/:affiliation?', <RegistrationPage />);

type Fill = { company?: string; individual?: boolean; first: string; last: string; email: string; password: string; confirmation?: string };

const fill = async (values: Fill) => {
  const user = userEvent.setup();
  if (values.individual) await user.click(await screen.findByRole('radio', { name: 'An individual' }));
  if (values.company !== undefined) await user.type(await screen.findByLabelText(/^Company name/), values.company);
  await user.type(screen.getByLabelText(/^First name/), values.first);
  await user.type(screen.getByLabelText(/^Last name/), values.last);
  await user.type(screen.getByLabelText(/^E-mail/), values.email);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), values.password);
  await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), values.confirmation ?? values.password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
};

const registered = (): Answer => ({ status: 201, body: { message: 'Registration complete.' } });

describe('registration', () => {
  it('requires the fields before sending', async () => {
    const calls = mockFetch(registered);
    open('/registration');
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    // Company name, first and last name, e-mail, password and confirmation.
    expect(await screen.findAllByText('Required')).toHaveLength(6);
    expect(calls).toHaveLength(0);
  });

  it('checks the password strength and the confirmation before sending', async () => {
    const calls = mockFetch(registered);
    open('/registration');
    await fill({ company: 'Acme', first: 'Ada', last: 'Lovelace', email: 'ada@example.test', password: 'abcdefgh', confirmation: 'abcdefgX' });
    expect(await screen.findByText('The password does not meet all the requirements below.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks the company name of companies only, and sends it only for them', async () => {
    const calls = mockFetch(registered);
    open('/registration');
    expect(await screen.findByLabelText(/^Company name/)).toBeInTheDocument();
    await fill({ individual: true, first: 'Ada', last: 'Lovelace', email: 'ada@example.test', password: 'Secret-123' });
    expect(screen.queryByLabelText(/^Company name/)).not.toBeInTheDocument();
    expect(await screen.findByText(/Your account has been created/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/v1/auth/registration');
    expect(calls[0]?.body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      password: 'Secret-123',
      password_confirmation: 'Secret-123',
      legal_type: 'individual',
    });
  });

  it('puts the server 422 messages on the matching fields and focuses the topmost one', async () => {
    mockFetch(() => ({
      status: 422,
      body: {
        message: 'The email has already been taken. (and 1 more error)',
        errors: { email: ['The email has already been taken.'], company_name: ['The company name is too long.', 'The company name is reserved.'] },
      },
    }));
    open('/registration');
    await fill({ company: 'Acme', first: 'Ada', last: 'Lovelace', email: 'taken@example.test', password: 'Secret-123' });
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    // Several messages of one field are joined by a newline (document 1, section 5).
    expect(screen.getByText(/The company name is too long\.\s+The company name is reserved\./)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company name/)).toHaveFocus();
    expect(screen.queryByText(/Your account has been created/)).not.toBeInTheDocument();
  });

  it('shows a message without field errors above the form', async () => {
    mockFetch(() => ({ status: 429, body: { message: 'Too many attempts. Try again later.' } }));
    open('/registration');
    await fill({ company: 'Acme', first: 'Ada', last: 'Lovelace', email: 'ada@example.test', password: 'Secret-123' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again later.');
  });

  it('a valid affiliate link names the owner and registers through it', async () => {
    const calls = mockFetch((call: RecordedCall): Answer => {
      if (call.url === '/api/v1/auth/affiliate-owner/acme') return { body: { data: { id: 1, name: 'Acme Trading GmbH' } } };
      return registered();
    });
    open('/registration/acme');
    expect(await screen.findByText('You are registering as an affiliate of Acme Trading GmbH.')).toBeInTheDocument();
    await fill({ company: 'Nord', first: 'Ada', last: 'Lovelace', email: 'ada@example.test', password: 'Secret-123' });
    expect(await screen.findByText(/Your account has been created/)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/v1/auth/registration/acme');
    expect(post?.body).toMatchObject({ legal_type: 'company', company_name: 'Nord' });
  });

  it('an unknown affiliate link says so and offers the plain registration', async () => {
    mockFetch(() => ({ status: 404, body: { message: 'This affiliate link is not valid.' } }));
    open('/registration/nobody');
    expect(await screen.findByRole('alert')).toHaveTextContent('This affiliate link is not valid.');
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register without an affiliate link' })).toHaveAttribute('href', '/registration');
  });
});
