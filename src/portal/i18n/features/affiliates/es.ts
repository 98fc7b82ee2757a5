import type { Strings } from '../../strings';
import type en from './en';

/** Mensajes de las páginas de afiliados y empresas de marca blanca en español. */
export default {
  affiliates: {
    search: 'Buscar empresas',
    companies: { affiliates: 'Empresas afiliadas', 'white-labeled': 'Empresas de marca blanca' },
    all: { affiliates: 'Todas las empresas afiliadas', 'white-labeled': 'Todas las empresas de marca blanca' },
    empty: { affiliates: 'Todavía no hay empresas afiliadas.', 'white-labeled': 'Todavía no hay empresas de marca blanca.' },
    accounts: 'Cuentas',
    no_accounts: 'Sin cuentas',
    available: 'Disponible: %{amount}',
    balance_line: '%{balance} (%{smart_count} cuenta) |||| %{balance} (%{smart_count} cuentas)',
    disabled: 'No habilitada',
    displayed: '%{from}–%{to} de %{count}',
  },
} satisfies Strings<typeof en>;
