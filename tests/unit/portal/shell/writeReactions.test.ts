import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../../src/portal/providers/passkeyBrowser', () => ({
  // The authenticator signs the challenge of the options it is given.
  assertPasskey: vi.fn(async (options: string) => `signed:${options}`),
}));

import { ApiError } from '../../../../src/portal/providers/ApiError';
import { apiErrorEvents } from '../../../../src/portal/providers/apiErrorEvents';
import { HandledWriteError, sendWithReactions, type WriteMeta } from '../../../../src/portal/providers/writeReactions';
import type { WritePrompts } from '../../../../src/portal/providers/writePrompts';

/** An error answer as the httpClient hands it on: reported to the shell (here a listener that shows nothing). */
const answered = (error: ApiError): ApiError => {
  const stop = apiErrorEvents.subscribe(() => undefined);
  apiErrorEvents.report(error, 'form');
  stop();
  return error;
};

const otp = (message = 'Two-factor authentication code is required.') => new ApiError({ status: 403, message, otpRequired: true });

/** Answers in order; records what each attempt carried. */
const server = (...answers: Array<ApiError | string>) => {
  const sent: WriteMeta[] = [];
  const send = vi.fn(async (meta: WriteMeta) => {
    sent.push(meta);
    const answer = answers[sent.length - 1];
    if (answer instanceof ApiError) throw answer;
    return answer ?? 'ok';
  });
  return { send, sent };
};

/** Dialog stubs: the code dialog types the given codes one after the other ('passkey': "Use a passkey"), the duplicate dialog answers `confirm`. */
const ui = (codes: string[], confirm = true) => {
  const refusals: Array<string | null> = [];
  const stub: WritePrompts = {
    askCode: vi.fn(async (check) => {
      for (const code of codes) {
        const outcome = await check(code === 'passkey' ? { passkey: true } : { code });
        refusals.push(outcome?.refused ?? null);
        if (outcome === null) return 'confirmed';
      }
      return 'cancelled';
    }),
    askDuplicate: vi.fn(async () => confirm),
    resetCode: vi.fn(),
  };
  return { stub, refusals };
};

describe('a write through the error catalogue (the dataProvider wrapper)', () => {
  it('succeeds at once without dialogs', async () => {
    const { send } = server('created');
    const { stub } = ui([]);
    expect(await sendWithReactions(send, {}, stub)).toBe('created');
    expect(stub.askCode).not.toHaveBeenCalled();
  });

  it('403 otp-required: asks for the code, keeps the dialog on a refused code, then re-sends with the accepted one', async () => {
    const { send, sent } = server(otp(), otp('The two-factor code is invalid.'), 'created');
    const { stub, refusals } = ui(['111111', '222222']);
    expect(await sendWithReactions(send, {}, stub)).toBe('created');
    expect(sent.map((s) => s.oneTimeCode)).toEqual([undefined, '111111', '222222']);
    expect(refusals).toEqual(['The two-factor code is invalid.', null]);
  });

  it('hands the dialog what the code confirms (amount and payee), from meta.summary', async () => {
    const { send } = server(otp(), 'created');
    const { stub } = ui(['111111']);
    await sendWithReactions(send, { summary: { amount: '100.00 EUR', payee: 'Hans Becker' } }, stub);
    expect(stub.askCode).toHaveBeenCalledWith(expect.any(Function), { amount: '100.00 EUR', payee: 'Hans Becker' }, { passkey: false });
  });

  it('"Use a passkey" (otp-methods names one): asks for a challenge bound to the write, then re-sends with the signed assertion', async () => {
    const withPasskey = new ApiError({ status: 403, message: 'Two-factor authentication code is required.', otpRequired: true, otpMethods: ['totp', 'passkey'] });
    const challenge = new ApiError({ status: 403, message: 'Confirm with your passkey.', otpRequired: true, otpMethods: ['totp', 'passkey'], passkeyOptions: 'opts' });
    const { send, sent } = server(withPasskey, challenge, 'created');
    const { stub } = ui(['passkey']);
    expect(await sendWithReactions(send, {}, stub)).toBe('created');
    expect(stub.askCode).toHaveBeenCalledWith(expect.any(Function), null, { passkey: true });
    expect(sent.map((s) => [s.oneTimeCode, s.passkeyAssertion])).toEqual([[undefined, undefined], [undefined, 'request'], [undefined, 'signed:opts']]);
  });

  it('a refused passkey stays in the dialog; a code after it is sent without the assertion', async () => {
    const challenge = new ApiError({ status: 403, message: 'Confirm with your passkey.', otpRequired: true, otpMethods: ['totp', 'passkey'], passkeyOptions: 'opts' });
    const { send, sent } = server(otp(), challenge, otp('This passkey confirmation was given for another request. Please confirm again.'), 'created');
    const { stub, refusals } = ui(['passkey', '123456']);
    expect(await sendWithReactions(send, {}, stub)).toBe('created');
    expect(refusals).toEqual(['This passkey confirmation was given for another request. Please confirm again.', null]);
    expect(sent.at(-1)).toEqual({ oneTimeCode: '123456' });
  });

  it('a cancelled dialog ends the write without sending again', async () => {
    const { send } = server(otp());
    const { stub } = ui([]);
    await expect(sendWithReactions(send, {}, stub)).rejects.toBeInstanceOf(HandledWriteError);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('409 after the code: the duplicate confirmation re-sends with bypassDuplicate and the same code', async () => {
    const { send, sent } = server(otp(), new ApiError({ status: 409, message: 'Possible duplicate.' }), 'created');
    const { stub } = ui(['123456']);
    expect(await sendWithReactions(send, {}, stub)).toBe('created');
    expect(stub.askDuplicate).toHaveBeenCalledWith('Possible duplicate.');
    expect(sent).toEqual([{}, { oneTimeCode: '123456' }, { bypassDuplicate: true, oneTimeCode: '123456' }]);
  });

  it('a 409 of a write whose conflict is a refusal (meta.conflictIsRefusal) is thrown without the duplicate dialog', async () => {
    const known = new ApiError({ status: 409, message: 'This passkey is already registered.' });
    const { send } = server(known);
    const { stub } = ui([]);
    await expect(sendWithReactions(send, { conflictIsRefusal: true }, stub)).rejects.toBe(known);
    expect(stub.askDuplicate).not.toHaveBeenCalled();
  });

  it('a declined duplicate is not sent', async () => {
    const { send } = server(new ApiError({ status: 409, message: 'Possible duplicate.' }));
    const { stub } = ui([], false);
    await expect(sendWithReactions(send, {}, stub)).rejects.toBeInstanceOf(HandledWriteError);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('422 is thrown with the field messages joined by newlines, for the form', async () => {
    const { send } = server(new ApiError({ status: 422, message: 'The amount is invalid.', errors: { amount: ['Too large.', 'Too precise.'] } }));
    await expect(sendWithReactions(send, {}, ui([]).stub)).rejects.toMatchObject({ status: 422, message: 'The amount is invalid.', body: { errors: { amount: 'Too large.\nToo precise.' } } });
  });

  it('401 and 500 end as handled (the shell shows their alerts); a 403 without otp-required resets the two-factor state', async () => {
    const { stub } = ui([]);
    const unauthorized = answered(new ApiError({ status: 401, message: 'app.error.unauthorized' }));
    await expect(sendWithReactions(server(unauthorized).send, {}, stub)).rejects.toMatchObject({ name: 'HandledWriteError', cause: unauthorized });
    const failed = answered(new ApiError({ status: 500, message: 'app.error.server' }));
    await expect(sendWithReactions(server(failed).send, {}, stub)).rejects.toMatchObject({ name: 'HandledWriteError', cause: failed });
    await expect(sendWithReactions(server(new ApiError({ status: 403, message: 'Forbidden.' })).send, {}, stub)).rejects.toMatchObject({ status: 403, message: 'Forbidden.' });
    expect(stub.resetCode).toHaveBeenCalledTimes(1);
    // An error made in the portal (a call the contract does not offer) reached no alert: it is thrown as it is.
    await expect(sendWithReactions(server(new ApiError({ status: 501, message: 'app.error.not_implemented' })).send, {}, stub)).rejects.toMatchObject({ status: 501 });
  });

  it('without the shell\'s dialogs a write that needs one fails with the server\'s answer', async () => {
    await expect(sendWithReactions(server(otp()).send, {}, null)).rejects.toMatchObject({ status: 403, otpRequired: true });
    await expect(sendWithReactions(server(new ApiError({ status: 409, message: 'Possible duplicate.' })).send, {}, null)).rejects.toMatchObject({ status: 409 });
  });
});
