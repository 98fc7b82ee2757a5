import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyOtp, type OtpDigits } from '../../../src/portal/twoFactor/otpCode';
import { TwoFactorInput } from '../../../src/portal/twoFactor/TwoFactorInput';
import { i18nProvider } from '../../../src/portal/providers/i18nProvider';

type HarnessProps = { onComplete: (code: string) => void; focusDelayMs?: number; error?: string };

const Harness = ({ onComplete, focusDelayMs = 0, error }: HarnessProps) => {
  const [digits, setDigits] = useState<OtpDigits>(emptyOtp);
  return (
    <AdminContext i18nProvider={i18nProvider}>
      <TwoFactorInput value={digits} onChange={setDigits} onComplete={onComplete} focusDelayMs={focusDelayMs} error={error} />
      <button type="button" onClick={() => setDigits(emptyOtp())}>
        reset
      </button>
    </AdminContext>
  );
};

const cells = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () => cells().map((input) => input.value).join('');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('TwoFactorInput', () => {
  it('shows the Auth Code label and six inputs named by their position', async () => {
    render(<Harness onComplete={() => {}} />);
    expect(await screen.findByText('Auth Code')).toBeInTheDocument();
    expect(cells()).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toBeInTheDocument();
  });

  it('asks for the numeric keyboard on every input and offers the one-time code on the first', async () => {
    render(<Harness onComplete={() => {}} />);
    const inputs = cells();
    for (const input of inputs) {
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('pattern', '[0-9]*');
    }
    expect(inputs[0]).toHaveAttribute('autocomplete', 'one-time-code');
    // The other five do not offer the code again (a browser would fill it six times).
    expect(inputs.slice(1).map((input) => input.getAttribute('autocomplete'))).toEqual(['off', 'off', 'off', 'off', 'off']);
  });

  it('focuses the first input after one second', async () => {
    vi.useFakeTimers();
    render(<Harness onComplete={() => {}} focusDelayMs={1000} />);
    await act(() => vi.advanceTimersByTimeAsync(50));
    const first = cells()[0];
    expect(first).not.toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(first).toHaveFocus();
  });

  it('does not take the focus from a person who started typing before the second is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} focusDelayMs={1000} />);
    await user.click(cells()[0]!);
    await user.keyboard('12');
    expect(cells()[2]).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    // Still where the typing is; the rest of the code goes on from there.
    expect(cells()[2]).toHaveFocus();
    await user.keyboard('3456');
    expect(values()).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('takes one digit per input, ignores other characters and moves to the next input', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(cells()[0]!);
    await user.keyboard('1a2');
    expect(values()).toBe('12');
    expect(cells()[2]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('calls onComplete once with the six digits', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(cells()[0]!);
    await user.keyboard('123456');
    expect(values()).toBe('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    await user.keyboard('7');
    expect(cells()[5]).toHaveValue('7');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('fills the first six digits of a paste and submits them', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(cells()[3]!);
    await user.paste('12a3456789');
    expect(cells().map((input) => input.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('a short paste fills from the first input and focuses the next empty one', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(cells()[4]!);
    await user.paste('98 7');
    expect(values()).toBe('987');
    expect(cells()[3]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('Backspace clears a digit, then on an empty input moves back and clears the previous one', async () => {
    const user = userEvent.setup();
    render(<Harness onComplete={() => {}} />);
    await user.click(cells()[0]!);
    await user.keyboard('123{ArrowLeft}');
    expect(cells()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(cells()[2]).toHaveFocus();
    expect(values()).toBe('12');
    await user.keyboard('{Backspace}');
    expect(cells()[1]).toHaveFocus();
    expect(values()).toBe('1');
  });

  it('the arrow keys move the focus without changing the digits', async () => {
    const user = userEvent.setup();
    render(<Harness onComplete={() => {}} />);
    await user.click(cells()[0]!);
    await user.keyboard('12');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(cells()[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cells()[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cells()[1]).toHaveFocus();
    await user.keyboard('9');
    expect(values()).toBe('19');
    expect(cells()[2]).toHaveFocus();
  });

  it('shows an error under the inputs and focuses the first input again after a reset', async () => {
    const user = userEvent.setup();
    render(<Harness onComplete={() => {}} error="The two-factor code is invalid." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The two-factor code is invalid.');
    await user.click(cells()[0]!);
    await user.keyboard('1234');
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(values()).toBe('');
    expect(cells()[0]).toHaveFocus();
  });
});
