import { WALLET_TOAST_MS } from '../../contract/constants';
import type { Wallet } from '../../contract/entities';
import { DeleteRecordButton } from '../lists/DeleteRecordButton';

/** Deletes a saved wallet after "Are you sure you want to delete this wallet?" (document 1 section 2.5). */
export const WalletDeleteButton = ({ wallet }: { wallet: Wallet }) => (
  <DeleteRecordButton
    resource="crypto-wallets"
    record={wallet}
    tooltip="app.crypto.wallets.delete"
    label={{ key: 'app.crypto.wallets.delete_named', args: { name: wallet.name } }}
    title="app.crypto.wallets.delete_title"
    content={{ key: 'app.crypto.wallets.delete_confirm' }}
    confirm="app.crypto.wallets.yes"
    cancel="app.crypto.wallets.no"
    deleted={{ key: 'app.crypto.wallets.removed', autoHideDuration: WALLET_TOAST_MS }}
    color="default"
  />
);
