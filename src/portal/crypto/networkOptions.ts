import type { CryptoNetwork } from '../../contract/enums';
import type { FieldOption } from '../payments/PaymentField';

/** The network choices of a crypto account's currency, named for people. */
export const networkOptions = (networks: readonly CryptoNetwork[], translate: (key: string) => string): FieldOption[] =>
  networks.map((n) => ({ id: n, name: translate(`app.crypto.networks.${n}`) }));
