import type { Strings } from '../../strings';
import type en from './en';

export default {
  brand: {
    support_contact: 'Support kontaktieren: %{email}',
  },
} satisfies Strings<typeof en>;
