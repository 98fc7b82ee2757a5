import { describe, expect, it, vi } from 'vitest';
import { submitWithReactions, type SendExtras, type SubmitUi } from '../../../../src/portal/errors/submitWithReactions';
import { ApiError } from '../../../../src/portal/providers/ApiError';

const otp = (message = 'Two-factor authentication code is required.') => new ApiError({ status: 403, message, otpRequired: true });

/** Answers in order; records what each attempt carried. */
const server = (...answers: Array<ApiError | string>) => {
  const sent: SendExtras[] = [];
  const send = vi.fn(async (extras: SendExtras) => {
    sent.push(extras);
    const answer = answers[sent.length - 1];
    if (answer instanceof ApiError) throw answer;
    return answer ?? 'ok';
  });
  return { send, sent };
};

/** UI stubs: the prompt types the given codes one after the other, the duplicate modal answers `confirm`. */
const ui = (codes: string[], confirm = true) => {
  const refusals: Array<string | null> = [];
  const stub: SubmitUi = {
    askTwoFactor: vi.fn(async (verify) => {
      for (const code of codes) {
        const outcome = await verify(code);
        refusals.push(outcome?.refused ?? null);
        if (outcome === null) return 'confirmed';
      }
      return 'cancelled';
    }),
    askDuplicate: vi.fn(async () => confirm),
    resetTwoFactor: vi.fn(),
    showAlert: vi.fn(),
  };
  return { stub, refusals };
};

describe('a form submit through the error catalogue', () => {
  it('succeeds at once without modals', async () => {
    const { send } = server('created');
    const { stub } = ui([]);
    expect(await submitWithReactions(send, stub)).toEqual({ status: 'success', result: 'created' });
    expect(stub.askTwoFactor).not.toHaveBeenCalled();
  });

  it('403 otp-required: asks for the code, keeps the prompt on a refused code, then re-sends with the accepted one', async () => {
    const { send, sent } = server(otp(), otp('The two-factor code is invalid.'), 'created');
    const { stub, refusals } = ui(['111111', '222222']);
    expect(await submitWithReactions(send, stub)).toEqual({ status: 'success', result: 'created' });
    expect(sent.map((s) => s.oneTimeCode)).toEqual([undefined, '111111', '222222']);
    expect(refusals).toEqual(['The two-factor code is invalid.', null]);
  });

  it('hands the prompt what the code confirms (amount and payee)', async () => {
    const { send } = server(otp(), 'created');
    const { stub } = ui(['111111']);
    await submitWithReactions(send, stub, { amount: '100.00 EUR', payee: 'Hans Becker' });
    expect(stub.askTwoFactor).toHaveBeenCalledWith(expect.any(Function), { amount: '100.00 EUR', payee: 'Hans Becker' });
  });

  it('a cancelled prompt ends the submit without sending again', async () => {
    const { send } = server(otp());
    const { stub } = ui([]);
    expect(await submitWithReactions(send, stub)).toEqual({ status: 'cancelled' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('409 after the code: the duplicate confirmation re-sends with bypass_duplicate_check and the same code', async () => {
    const { send, sent } = server(otp(), new ApiError({ status: 409, message: 'Possible duplicate.' }), 'created');
    const { stub } = ui(['123456']);
    expect(await submitWithReactions(send, stub)).toEqual({ status: 'success', result: 'created' });
    expect(stub.askDuplicate).toHaveBeenCalledWith('Possible duplicate.');
    expect(sent).toEqual([
      { bypassDuplicateCheck: false },
      { bypassDuplicateCheck: false, oneTimeCode: '123456' },
      { bypassDuplicateCheck: true, oneTimeCode: '123456' },
    ]);
  });

  it('a declined duplicate is not sent', async () => {
    const { send } = server(new ApiError({ status: 409, message: 'Possible duplicate.' }));
    const { stub } = ui([], false);
    expect(await submitWithReactions(send, stub)).toEqual({ status: 'cancelled' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('422 returns the field messages joined by newlines', async () => {
    const { send } = server(new ApiError({ status: 422, message: 'The amount is invalid.', errors: { amount: ['Too large.', 'Too precise.'] } }));
    expect(await submitWithReactions(send, ui([]).stub)).toEqual({ status: 'errors', fields: { amount: 'Too large.\nToo precise.' }, message: 'The amount is invalid.' });
  });

  it('401 and 500 show their alerts; a 403 without otp-required resets the two-factor state', async () => {
    const { stub } = ui([]);
    expect(await submitWithReactions(server(new ApiError({ status: 401, message: 'app.error.unauthorized' })).send, stub)).toEqual({ status: 'alerted' });
    expect(stub.showAlert).toHaveBeenLastCalledWith({ kind: 'alert', severity: 'error', title: 'app.error.unexpected', message: 'app.error.unauthorized', button: 'app.error.ok' });
    expect(await submitWithReactions(server(new ApiError({ status: 500, message: 'app.error.server' })).send, stub)).toEqual({ status: 'alerted' });
    expect(stub.showAlert).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'app.error.server', button: 'app.error.ok' }));
    expect(await submitWithReactions(server(new ApiError({ status: 403, message: 'Forbidden.' })).send, stub)).toEqual({ status: 'errors', fields: {}, message: 'Forbidden.' });
    expect(stub.resetTwoFactor).toHaveBeenCalledTimes(1);
  });
});
