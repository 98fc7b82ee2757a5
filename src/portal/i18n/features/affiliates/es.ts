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
    columns: { name: 'Empresa', balances: 'Saldos', id: 'ID', enabled: 'Habilitada', country: 'País', created_at: 'Creada' },
    compliance: {
      status: 'Estado',
      category: 'Categoría',
      any: 'Cualquiera',
      search: 'Buscar seguimientos', from_date: 'Creado desde', to_date: 'Creado hasta',
      empty: 'No se encontraron verificaciones de cumplimiento.',
      columns: { created_at: 'Creado', company: 'Empresa', category: 'Categoría', status: 'Estado', step: 'Paso', subject: 'Objeto', files: 'Documentos' },
      statuses: { draft: 'Borrador', open: 'Abierto', verified: 'Verificado', submitted: 'Enviado', declined: 'Rechazado', not_found: 'No encontrado' },
      categories: {
        REGISTRATION: 'Registro', TRANSACTION: 'Transacción', TRANSACTION_RECALL: 'Retirada de transacción', AFFILIATE_TRANSFER: 'Transferencia de afiliado', UNCATEGORIZED: 'Sin categoría',
      },
      steps: { files: 'Documentos', form: 'Formulario', video: 'Vídeo', final: 'Final' },
      subjects: { transaction: 'Transacción', user: 'Usuario', lead: 'Cliente potencial', company: 'Empresa' },
    },
  },
} satisfies Strings<typeof en>;
