import { TwoFactorModal } from '../twoFactor/TwoFactorModal';
import { twoFactorStore } from './twoFactorStore';
import { useStore } from './useStore';

/** The two-factor modal of form submits, opened by twoFactorStore.ask (mounted once in the layout). */
export const TwoFactorPrompt = () => {
  const prompt = useStore(twoFactorStore);
  return (
    <TwoFactorModal
      open={prompt !== null}
      summary={prompt?.summary}
      onSubmit={async (code) => {
        if (!prompt) return null;
        const outcome = await prompt.verify({ code });
        if (outcome === null) twoFactorStore.confirm();
        return outcome;
      }}
      onPasskey={
        prompt?.choices.passkey
          ? async () => {
              const outcome = await prompt.verify({ passkey: true });
              if (outcome === null) twoFactorStore.confirm();
              return outcome;
            }
          : undefined
      }
      onCancel={twoFactorStore.cancel}
    />
  );
};
