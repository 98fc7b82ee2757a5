import type { Strings } from '../../strings';
import type en from './en';

export default {
  brand: {
    support_contact: 'サポートへのお問い合わせ: %{email}',
  },
} satisfies Strings<typeof en>;
