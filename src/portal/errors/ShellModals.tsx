import { useEffect } from 'react';
import { writePrompts } from '../providers/writePrompts';
import { ApiErrorListener } from './ApiErrorListener';
import { DuplicateConfirmDialog } from './DuplicateConfirmDialog';
import { duplicateStore } from './duplicateStore';
import { ErrorAlertDialog } from './ErrorAlertDialog';
import { TwoFactorPrompt } from './TwoFactorPrompt';
import { twoFactorStore } from './twoFactorStore';

/**
 * The modals of the error catalogue, mounted once: alerts, the two-factor prompt, the duplicate
 * confirmation. While mounted, the dataProvider's write wrapper asks its questions through them.
 */
export const ShellModals = () => {
  useEffect(() => writePrompts.connect({ askCode: twoFactorStore.ask, askDuplicate: duplicateStore.ask, resetCode: twoFactorStore.cancel }), []);
  return (
    <>
      <ApiErrorListener />
      <ErrorAlertDialog />
      <TwoFactorPrompt />
      <DuplicateConfirmDialog />
    </>
  );
};
