import WalletIcon from '@mui/icons-material/Wallet';
import { kontorResource } from '../frame/kontorResource';

/** The `crypto-wallets` resource: served by the dataProvider (providers/resources.ts), labelled under resources.crypto-wallets. */
export const cryptoWallets = kontorResource({ name: 'crypto-wallets', icon: WalletIcon, recordRepresentation: 'name' });
