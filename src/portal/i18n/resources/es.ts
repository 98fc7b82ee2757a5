import { productFields } from '../features/products/es';

import type { ResourceMessages } from './en';

/**
 * Names of the react-admin resources (react-admin reads resources.<name>.name for titles, menus,
 * notifications and record representations). Singular |||| plural, as polyglot counts.
 */
const resources = {
  'bank-accounts': { name: 'Cuenta |||| Cuentas' },
  'transactions': { name: 'Transacción |||| Transacciones' },
  'transaction-agents': { name: 'Beneficiario |||| Beneficiarios' },
  'notifications': { name: 'Notificación |||| Notificaciones' },
  'tickets': { name: 'Ticket |||| Tickets' },
  'reports': { name: 'Informe |||| Informes' },
  'imports': { name: 'Importación |||| Importaciones' },
  'compliance-trackings': { name: 'Seguimiento de cumplimiento |||| Seguimientos de cumplimiento' },
  'crypto-wallets': { name: 'Monedero cripto |||| Monederos cripto' },
  'psp-accounts': { name: 'Cuenta en el proveedor de pagos |||| Cuentas en el proveedor de pagos' },
  'affiliates': { name: 'Afiliado |||| Afiliados' },
  'affiliate-transactions': { name: 'Transacción de afiliado |||| Transacciones de afiliados' },
  'affiliate-compliance-trackings': { name: 'Seguimiento de cumplimiento de afiliado |||| Seguimientos de cumplimiento de afiliados' },
  'white-labeled': { name: 'Empresa de marca blanca |||| Empresas de marca blanca' },
  'white-label': { name: 'Marca blanca |||| Marcas blancas' },
  'admin-white-label': { name: 'Marca blanca predeterminada |||| Marcas blancas predeterminadas' },
  'white-label-documents': { name: 'Documento de marca blanca |||| Documentos de marca blanca' },
  'admin-white-label-documents': { name: 'Documento de marca blanca |||| Documentos de marca blanca' },
  'white-labeled-transactions': { name: 'Transacción de marca blanca |||| Transacciones de marca blanca' },
  'white-labeled-compliance-trackings': { name: 'Seguimiento de cumplimiento de marca blanca |||| Seguimientos de cumplimiento de marca blanca' },
  'products': { name: 'Producto |||| Productos', fields: productFields },
  'announcements': { name: 'Anuncio |||| Anuncios' },
  'activities': { name: 'Actividad |||| Actividades' },
  'admin-transactions': { name: 'Transacción |||| Transacciones' },
  'admin-check-records': { name: 'Transacción comprobada |||| Historial de comprobaciones' },
  'users': { name: 'Usuario |||| Usuarios' },
  'companies': { name: 'Empresa |||| Empresas' },
  'company-employees': { name: 'Empleado |||| Empleados' },
  'admin-bank-accounts': { name: 'Cuenta bancaria |||| Cuentas bancarias' },
  'integrity-checks': { name: 'Comprobación de integridad |||| Comprobaciones de integridad' },
  'admin-announcements': { name: 'Anuncio |||| Anuncios' },
  'auth-checkpoints': { name: 'Punto de control de acceso |||| Puntos de control de acceso' },
  'activity-logs': { name: 'Registro de actividad |||| Registros de actividad' },
  'kyc-file-archives': { name: 'Archivo KYC |||| Archivos KYC' },
  'timeline': { name: 'Entrada de cronología |||| Cronología' },
  'timeline-entities': { name: 'Registro de cronología |||| Registros de cronología' },
  'settings': { name: 'Ajuste |||| Ajustes' },
};

export default resources satisfies ResourceMessages;
