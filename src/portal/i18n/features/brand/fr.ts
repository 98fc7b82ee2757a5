import type { Strings } from '../../strings';
import type en from './en';

export default {
  brand: {
    support_contact: 'Contacter le support : %{email}',
  },
} satisfies Strings<typeof en>;
