import { describe, expect, it } from 'vitest';
import en from '../../../../src/portal/i18n/en';
import { errorReaction } from '../../../../src/portal/providers/errorReaction';
import type { ErrorContext } from '../../../../src/portal/providers/apiErrorEvents';
import { toApiError } from '../../../../src/portal/providers/httpClient';

/** A failed answer as the httpClient turns it into an error, then the portal's reaction to it. */
const react = (status: number, headers: Record<string, string>, body: unknown, context: ErrorContext) => errorReaction(toApiError(status, new Headers(headers), body), context);

const text = (key: string): string => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;

describe('the error catalogue of document 2 section 8', () => {
  it('500: error alert "Server Error, please try again later" with "Ok, got it!", whatever the server says', () => {
    for (const context of ['request', 'form', 'login'] as const) {
      const reaction = react(500, {}, { message: 'SQLSTATE[42S02]' }, context);
      expect(reaction).toEqual({ kind: 'alert', severity: 'error', title: null, message: 'app.error.server', button: 'app.error.ok' });
    }
    expect(text('app.error.server')).toBe('Server Error, please try again later');
    expect(text('app.error.ok')).toBe('Ok, got it!');
    expect(react(502, {}, null, 'request')).toMatchObject({ kind: 'alert', message: 'app.error.server' });
  });

  it('503 with the maintenance header: warning with the server message, default "Maintenance mode", no buttons', () => {
    expect(react(503, { maintenance: 'true' }, { message: 'Back at 14:00' }, 'request')).toEqual({ kind: 'alert', severity: 'warning', title: null, message: 'Back at 14:00', button: null });
    expect(react(503, { maintenance: 'true' }, null, 'form')).toEqual({ kind: 'alert', severity: 'warning', title: null, message: 'app.error.maintenance', button: null });
    expect(text('app.error.maintenance')).toBe('Maintenance mode');
  });

  it('503 with the remote-portal-status header: warning with the server message, default "Remote portal is unavailable. Please try again later"', () => {
    expect(react(503, { 'remote-portal-status': 'down' }, null, 'request')).toMatchObject({ kind: 'alert', severity: 'warning', message: 'app.error.remote_portal' });
    expect(react(503, { 'remote-portal-status': 'down' }, { message: 'Bcb is down' }, 'form')).toMatchObject({ kind: 'alert', severity: 'warning', message: 'Bcb is down' });
    expect(text('app.error.remote_portal')).toBe('Remote portal is unavailable. Please try again later');
  });

  it('403 with otp-required on a form: the two-factor prompt with the server message; without the header the two-factor state resets', () => {
    expect(react(403, { 'otp-required': 'true' }, { message: 'The two-factor code is invalid.' }, 'form')).toEqual({ kind: 'twoFactor', message: 'The two-factor code is invalid.' });
    expect(react(403, {}, { message: 'This action is unauthorized.' }, 'form')).toEqual({ kind: 'resetTwoFactor', message: 'This action is unauthorized.' });
    expect(react(403, { 'otp-required': 'true' }, null, 'request')).toEqual({ kind: 'none' });
    // The sign-in asks for the code on its own page.
    expect(react(403, { 'otp-required': 'true' }, null, 'login')).toEqual({ kind: 'none' });
  });

  it('401 outside login ends the session; on a form it is an alert with the message, default "Unauthorized", titled "Unexpected error occurred. Please try again later"', () => {
    expect(react(401, {}, { message: 'Unauthenticated.' }, 'request')).toEqual({ kind: 'logout' });
    expect(react(401, {}, { message: 'These credentials do not match our records.' }, 'login')).toEqual({ kind: 'none' });
    expect(react(401, {}, { message: 'The current password is wrong.' }, 'form')).toEqual({
      kind: 'alert',
      severity: 'error',
      title: 'app.error.unexpected',
      message: 'The current password is wrong.',
      button: 'app.error.ok',
    });
    expect(react(401, {}, null, 'form')).toMatchObject({ kind: 'alert', message: 'app.error.unauthorized' });
    expect(text('app.error.unauthorized')).toBe('Unauthorized');
    expect(text('app.error.unexpected')).toBe('Unexpected error occurred. Please try again later');
  });

  it('409 on a form: the "confirm duplicate allowed" modal', () => {
    expect(react(409, {}, { message: 'A similar payment was made 2 minutes ago.' }, 'form')).toEqual({ kind: 'duplicate', message: 'A similar payment was made 2 minutes ago.' });
    expect(react(409, {}, null, 'request')).toEqual({ kind: 'none' });
  });

  it('422: the field error map (messages joined by newlines), the message defaulting to "Unknown error"', () => {
    expect(react(422, {}, { message: 'The amount is too large.', errors: { amount: ['The amount is too large.', 'Balance too low.'], iban: ['Invalid IBAN.'] } }, 'form')).toEqual({
      kind: 'fields',
      fields: { amount: 'The amount is too large.\nBalance too low.', iban: 'Invalid IBAN.' },
      message: 'The amount is too large.',
    });
    expect(react(422, {}, {}, 'form')).toEqual({ kind: 'fields', fields: {}, message: 'app.error.unknown' });
    expect(text('app.error.unknown')).toBe('Unknown error');
  });

  it('other errors on a form are unwrapped into a field map with their message', () => {
    expect(react(400, {}, { message: 'Bad request.', errors: { file: 'Not a spreadsheet.' } }, 'form')).toEqual({ kind: 'fields', fields: { file: 'Not a spreadsheet.' }, message: 'Bad request.' });
    expect(react(429, {}, { message: 'Too many attempts.' }, 'form')).toEqual({ kind: 'fields', fields: {}, message: 'Too many attempts.' });
    expect(errorReaction(new TypeError('boom'), 'form')).toEqual({ kind: 'fields', fields: {}, message: 'app.error.unexpected' });
  });

  it('silent calls (session refresh, logout) get no reaction at all', () => {
    expect(react(500, {}, null, 'silent')).toEqual({ kind: 'none' });
    expect(react(401, {}, null, 'silent')).toEqual({ kind: 'none' });
  });
});
