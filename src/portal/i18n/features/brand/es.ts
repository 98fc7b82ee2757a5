import type { Strings } from '../../strings';
import type en from './en';

export default {
  brand: {
    support_contact: 'Contactar con soporte: %{email}',
  },
} satisfies Strings<typeof en>;
