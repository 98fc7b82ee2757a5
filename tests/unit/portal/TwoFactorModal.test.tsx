import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TwoFactorModal, type TwoFactorOutcome } from '../../../src/portal/twoFactor/TwoFactorModal';
import { i18nProvider } from '../../../src/portal/providers/i18nProvider';

afterEach(cleanup);

const renderModal = (onSubmit: (code: string) => Promise<TwoFactorOutcome>, onCancel = vi.fn()) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <TwoFactorModal open onSubmit={onSubmit} onCancel={onCancel} />
    </AdminContext>,
  );

const digits = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('TwoFactorModal', () => {
  it('shows the title, the text and Cancel; Cancel reports back', async () => {
    const onCancel = vi.fn();
    renderModal(async () => null, onCancel);
    expect(await screen.findByRole('dialog', { name: 'Verify your action' })).toBeInTheDocument();
    expect(screen.getByText('Enter code from your Two-Factor Auth application')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('says the code was accepted while it is verified, then shows a refusal and resets the digits', async () => {
    let answer: (outcome: TwoFactorOutcome) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<TwoFactorOutcome>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderModal(onSubmit);
    await user.click((await screen.findAllByRole('textbox'))[0]!);
    await user.keyboard('111111');
    expect(onSubmit).toHaveBeenCalledWith('111111');
    expect(screen.getByText('Code accepted. Verification process...')).toBeInTheDocument();
    expect(digits()[0]).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    answer({ refused: 'The two-factor code is invalid.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The two-factor code is invalid.');
    expect(screen.queryByText('Code accepted. Verification process...')).not.toBeInTheDocument();
    expect(digits().map((d) => d.value).join('')).toBe('');
    await waitFor(() => expect(digits()[0]).toHaveFocus());
  });

  it('shows the amount and the payee the code confirms, and nothing of the kind without them', async () => {
    const { unmount } = render(
      <AdminContext i18nProvider={i18nProvider}>
        <TwoFactorModal open summary={{ amount: '1,250.00 EUR', payee: 'Hans Becker' }} onSubmit={async () => null} onCancel={vi.fn()} />
      </AdminContext>,
    );
    const summary = await screen.findByTestId('two-factor-summary');
    expect(summary).toHaveTextContent('Amount: 1,250.00 EUR');
    expect(summary).toHaveTextContent('Payee: Hans Becker');
    unmount();
    renderModal(async () => null);
    await screen.findByRole('dialog', { name: 'Verify your action' });
    expect(screen.queryByTestId('two-factor-summary')).toBeNull();
  });

  it('offers "Use a passkey" when given one: it runs the passkey answer and shows its refusal', async () => {
    const onPasskey = vi.fn(async (): Promise<TwoFactorOutcome> => ({ refused: 'This passkey confirmation was given for another request. Please confirm again.' }));
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <TwoFactorModal open onSubmit={async () => null} onCancel={vi.fn()} onPasskey={onPasskey} />
      </AdminContext>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(onPasskey).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('This passkey confirmation was given for another request.');
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).not.toBeInTheDocument();
  });

  it('on a sign-in, a recovery code replaces the six digits and is sent as typed', async () => {
    const onSubmit = vi.fn(async (): Promise<TwoFactorOutcome> => null);
    const user = userEvent.setup();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <TwoFactorModal open onSubmit={onSubmit} onCancel={vi.fn()} recoveryCodes />
      </AdminContext>,
    );
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByRole('textbox', { name: 'Recovery code' }), 'abcde-23456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledWith('abcde-23456');
    await user.click(screen.getByRole('button', { name: 'Use the code from the app instead' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });
});
