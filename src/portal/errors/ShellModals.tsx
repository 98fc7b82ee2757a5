import { ApiErrorListener } from './ApiErrorListener';
import { DuplicateConfirmDialog } from './DuplicateConfirmDialog';
import { ErrorAlertDialog } from './ErrorAlertDialog';
import { TwoFactorPrompt } from './TwoFactorPrompt';

/** The modals of the error catalogue, mounted once: alerts, the two-factor prompt, the duplicate confirmation. */
export const ShellModals = () => (
  <>
    <ApiErrorListener />
    <ErrorAlertDialog />
    <TwoFactorPrompt />
    <DuplicateConfirmDialog />
  </>
);
