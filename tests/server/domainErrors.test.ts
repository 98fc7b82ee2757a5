import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conflict,
  fieldError,
  forbidden,
  invalid,
  notFound,
  oneTimeCodeRequired,
  ruleBroken,
  tooManyAttempts,
  unauthenticated,
  unavailable,
} from '../../src/server/domain/errors';
import { registerErrorHandler, SERVER_ERROR_MESSAGE } from '../../src/server/http/errorHandler';
import { LedgerError } from '../../src/server/ledger/errors';
import { RemotePortalError } from '../../src/server/modules/portals/provider';
import { PspRefusedError, PspUnavailableError } from '../../src/server/modules/psp/adapter';

/**
 * Every family of errors a service throws, answered by the one handler (http/errorHandler.ts): its
 * status, its headers and its body `{message, errors?}` exactly as a caller reads them.
 */
let app: FastifyInstance;
const thrown = new Map<string, () => unknown>();

beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/throw/:name', async (req) => {
    const make = thrown.get((req.params as { name: string }).name);
    if (!make) throw new Error('no such case');
    throw make();
  });
  await app.ready();
});
afterAll(async () => app.close());

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

const answerOf = async (name: string, make: () => unknown, headerNames: string[] = []): Promise<Answer> => {
  thrown.set(name, make);
  const res = await app.inject({ method: 'GET', url: `/throw/${name}` });
  const headers = Object.fromEntries(headerNames.filter((h) => res.headers[h] !== undefined).map((h) => [h, String(res.headers[h])]));
  return { status: res.statusCode, body: res.json(), ...(headerNames.length > 0 ? { headers } : {}) };
};

/** Headers an answer may carry; each case lists those it must have (and no other of them). */
const FAMILY_HEADERS = ['otp-required', 'retry-after', 'remote-portal-status'];

describe('the domain errors, each answered once by http/errorHandler.ts', () => {
  it('a broken rule on one field: 422 with the field map, the message is the field message', async () => {
    expect(await answerOf('field', () => fieldError('amount', 'The amount must be a positive number.'), FAMILY_HEADERS)).toEqual({
      status: 422, headers: {}, body: { message: 'The amount must be a positive number.', errors: { amount: ['The amount must be a positive number.'] } },
    });
  });

  it('a broken rule on several fields: 422, the first message and how many more', async () => {
    expect(await answerOf('fields', () => invalid({ name: ['The name field is required.'], iban: ['The IBAN is not valid.', 'The IBAN is too long.'] }))).toEqual({
      status: 422, body: { message: 'The name field is required. (and 2 more errors)', errors: { name: ['The name field is required.'], iban: ['The IBAN is not valid.', 'The IBAN is too long.'] } },
    });
    expect(await answerOf('fieldsTwo', () => invalid({ name: ['The name field is required.'], iban: ['The IBAN is not valid.'] }))).toEqual({
      status: 422, body: { message: 'The name field is required. (and 1 more error)', errors: { name: ['The name field is required.'], iban: ['The IBAN is not valid.'] } },
    });
    expect(await answerOf('fieldsOwnMessage', () => invalid({ status: ['Only pending transactions can be denied.'], id: ['Other.'] }, 'Only pending transactions can be denied.'))).toEqual({
      status: 422, body: { message: 'Only pending transactions can be denied.', errors: { status: ['Only pending transactions can be denied.'], id: ['Other.'] } },
    });
  });

  it('a broken rule of the request as a whole: 422 with a message and no field map', async () => {
    expect(await answerOf('rule', () => ruleBroken('The deposit does not cover the exchange fee.'))).toEqual({ status: 422, body: { message: 'The deposit does not cover the exchange fee.' } });
  });

  it('not found: 404, by default "Not found."', async () => {
    expect(await answerOf('notFound', () => notFound('Transaction not found.'), FAMILY_HEADERS)).toEqual({ status: 404, headers: {}, body: { message: 'Transaction not found.' } });
    expect(await answerOf('notFoundDefault', () => notFound())).toEqual({ status: 404, body: { message: 'Not found.' } });
  });

  it('forbidden by a business rule: 403 without the otp-required header', async () => {
    expect(await answerOf('forbidden', () => forbidden('Only managers can view transaction details.'), FAMILY_HEADERS)).toEqual({ status: 403, headers: {}, body: { message: 'Only managers can view transaction details.' } });
    expect(await answerOf('forbiddenDefault', () => forbidden())).toEqual({ status: 403, body: { message: 'This action is unauthorized.' } });
  });

  it('a conflict: 409, with fields when it names them', async () => {
    expect(await answerOf('conflict', () => conflict('A transaction with the same account, beneficiary and amount was created in the last 10 minutes. Confirm to create it anyway.'), FAMILY_HEADERS)).toEqual({
      status: 409, headers: {}, body: { message: 'A transaction with the same account, beneficiary and amount was created in the last 10 minutes. Confirm to create it anyway.' },
    });
    expect(await answerOf('conflictFields', () => conflict('The wallet is already saved.', { wallet: ['The wallet is already saved.'] }))).toEqual({
      status: 409, body: { message: 'The wallet is already saved.', errors: { wallet: ['The wallet is already saved.'] } },
    });
  });

  it('not signed in: 401, by default "Unauthenticated."', async () => {
    expect(await answerOf('unauthenticated', () => unauthenticated(), FAMILY_HEADERS)).toEqual({ status: 401, headers: {}, body: { message: 'Unauthenticated.' } });
  });

  it('too many attempts: 429 with retry-after in whole seconds, at least 1', async () => {
    expect(await answerOf('tooMany', () => tooManyAttempts(59.2, 'Too many attempts. Try again in 60 seconds.'), FAMILY_HEADERS)).toEqual({
      status: 429, headers: { 'retry-after': '60' }, body: { message: 'Too many attempts. Try again in 60 seconds.' },
    });
    expect((await answerOf('tooManyNow', () => tooManyAttempts(0, 'Too many attempts.'), FAMILY_HEADERS)).headers).toEqual({ 'retry-after': '1' });
  });

  it('an outside party unavailable: 503, with remote-portal-status when it is shown as a remote state', async () => {
    expect(await answerOf('unavailableRemote', () => unavailable('The network is down.', 'timeout'), FAMILY_HEADERS)).toEqual({
      status: 503, headers: { 'remote-portal-status': 'timeout' }, body: { message: 'The network is down.' },
    });
    expect(await answerOf('unavailablePlain', () => unavailable('The malware scanner is unavailable.'), FAMILY_HEADERS)).toEqual({ status: 503, headers: {}, body: { message: 'The malware scanner is unavailable.' } });
  });

  it('a one-time code needed: 403 with otp-required, and retry-after while locked', async () => {
    expect(await answerOf('otp', () => oneTimeCodeRequired('One-time code required.'), FAMILY_HEADERS)).toEqual({ status: 403, headers: { 'otp-required': 'true' }, body: { message: 'One-time code required.' } });
    expect(await answerOf('otpLocked', () => oneTimeCodeRequired('Too many wrong codes.', 300), FAMILY_HEADERS)).toEqual({
      status: 403, headers: { 'otp-required': 'true', 'retry-after': '300' }, body: { message: 'Too many wrong codes.' },
    });
  });

  it("the ledger's refusals: 422 on the amount; its other codes are bugs (500, no details)", async () => {
    expect(await answerOf('ledgerFunds', () => new LedgerError('insufficient_funds', 'account 3 cannot cover 100', 3))).toEqual({
      status: 422, body: { message: 'Insufficient funds.', errors: { amount: ['Insufficient funds.'] } },
    });
    expect(await answerOf('ledgerLarge', () => new LedgerError('too_large', 'overflow'))).toEqual({ status: 422, body: { message: 'The amount is too large.', errors: { amount: ['The amount is too large.'] } } });
    expect(await answerOf('ledgerBug', () => new LedgerError('unbalanced', 'entry 7 does not balance'))).toEqual({ status: 500, body: { message: SERVER_ERROR_MESSAGE } });
  });

  it("the PSP's failures: unavailable 503 with remote-portal-status (its own words hidden), refused 422 with its reason", async () => {
    expect(await answerOf('pspDown', () => new PspUnavailableError('The sandbox PSP is down.'), FAMILY_HEADERS)).toEqual({
      status: 503, headers: { 'remote-portal-status': 'unavailable' }, body: { message: 'The PSP is unavailable. Please try again later.' },
    });
    expect(await answerOf('pspRefused', () => new PspRefusedError('Unknown merchant.'), FAMILY_HEADERS)).toEqual({ status: 422, headers: {}, body: { message: 'The PSP refused the request: Unknown merchant.' } });
  });

  it("a remote portal's failures: down or slow 503 with its state, a refusal 422", async () => {
    expect(await answerOf('remoteDown', () => new RemotePortalError('unavailable', 'FreeMarket is down for maintenance.'), FAMILY_HEADERS)).toEqual({
      status: 503, headers: { 'remote-portal-status': 'unavailable' }, body: { message: 'FreeMarket is down for maintenance.' },
    });
    expect(await answerOf('remoteDownSilent', () => new RemotePortalError('unavailable', ''))).toEqual({ status: 503, body: { message: 'Remote portal is unavailable. Please try again later' } });
    expect(await answerOf('remoteSlow', () => new RemotePortalError('timeout', 'aborted'), FAMILY_HEADERS)).toEqual({
      status: 503, headers: { 'remote-portal-status': 'timeout' }, body: { message: 'The remote portal did not answer in time. Please try again later' },
    });
    expect(await answerOf('remoteRefused', () => new RemotePortalError('refused', 'Not enough funds on the remote account.'), FAMILY_HEADERS)).toEqual({
      status: 422, headers: {}, body: { message: 'Not enough funds on the remote account.' },
    });
    expect(await answerOf('remoteToken', () => new RemotePortalError('unauthorized', 'token revoked'))).toEqual({ status: 422, body: { message: 'The remote portal no longer accepts the stored sign-up. Sign up again.' } });
    expect(await answerOf('remoteAccount', () => new RemotePortalError('not_found', 'no account 9'))).toEqual({ status: 422, body: { message: 'The remote portal has no such account.' } });
  });

  it('anything else is a 500 that shows no details', async () => {
    expect(await answerOf('bug', () => new TypeError('cannot read properties of undefined'))).toEqual({ status: 500, body: { message: SERVER_ERROR_MESSAGE } });
  });
});
