import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { WALLET_TOAST_MS } from '../../contract/constants';
import type { Wallet } from '../../contract/entities';
import { useKontorSubmit } from '../errors/useKontorSubmit';
import { WALLETS_KEY } from './useWallets';

/** Deletes a saved wallet after "Are you sure you want to delete this wallet?" (document 1 section 2.5). */
export const WalletDeleteButton = ({ wallet }: { wallet: Wallet }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { submit, loading } = useKontorSubmit('manager.crypto.walletsDelete', () => undefined, {
    params: { id: wallet.id },
    onSuccess: () => {
      notify('app.crypto.wallets.removed', { type: 'success', autoHideDuration: WALLET_TOAST_MS });
      void queryClient.invalidateQueries({ queryKey: WALLETS_KEY });
    },
  });
  return (
    <>
      <Tooltip title={translate('app.crypto.wallets.delete')}>
        <IconButton aria-label={translate('app.crypto.wallets.delete_named', { name: wallet.name })} disabled={loading} onClick={() => setOpen(true)} size="small">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={loading}
        title={translate('app.crypto.wallets.delete_title')}
        content={translate('app.crypto.wallets.delete_confirm')}
        confirm={translate('app.crypto.wallets.yes')}
        confirmColor="warning"
        cancel={translate('app.crypto.wallets.no')}
        onConfirm={async () => {
          setOpen(false);
          await submit({});
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
