import { productFields } from '../features/products/es';
import { approvalFields, approvalRuleFields } from '../features/approvals/es';
import { apiKeyFields, apiPaymentFields, webhookDeliveryFields, webhookFields } from '../features/connect/es';
import { standingOrderFields } from '../features/schedules/es';
import { templateFields } from '../features/templates/es';

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
  'approvals': { name: 'Aprobación |||| Aprobaciones', fields: approvalFields },
  'approval-rules': { name: 'Regla de aprobación |||| Reglas de aprobación', fields: approvalRuleFields },
  'api-keys': { name: 'Clave de API |||| Claves de API', fields: apiKeyFields },
  'webhooks': { name: 'Endpoint de webhook |||| Endpoints de webhook', fields: webhookFields },
  'webhook-deliveries': { name: 'Entrega |||| Entregas', fields: webhookDeliveryFields },
  'api-payments': { name: 'Pago por API |||| Pagos por API', fields: apiPaymentFields },
  'standing-orders': { name: 'Orden permanente |||| Órdenes permanentes', fields: standingOrderFields },
  'payment-templates': { name: 'Plantilla de pago |||| Plantillas de pago', fields: templateFields },
  'products': { name: 'Producto |||| Productos', fields: productFields },
  'announcements': { name: 'Anuncio |||| Anuncios' },
  'activities': { name: 'Actividad |||| Actividades' },
  'admin-transactions': { name: 'Transacción |||| Transacciones' },
  'admin-check-records': { name: 'Transacción comprobada |||| Historial de comprobaciones' },
  'users': { name: 'Usuario |||| Usuarios' },
  'companies': { name: 'Empresa |||| Empresas' },
  'company-employees': { name: 'Empleado |||| Empleados' },
  'admin-bank-accounts': { name: 'Cuenta bancaria |||| Cuentas bancarias' },
  'admin-transaction-agents': {
    name: 'Agente de transacción |||| Agentes de transacción',
    fields: { id: 'ID', company_id: 'ID de empresa', name: 'Nombre', iban: 'IBAN', country: 'País', blacklisted: 'En lista negra', blacklisted_at: 'En lista negra desde', blacklist_reason: 'Motivo' },
    any: 'En lista negra o no',
    only_blacklisted: 'En lista negra',
    not_blacklisted: 'Fuera de la lista negra',
    switch_label: 'Poner a %{name} en la lista negra',
    blacklist: 'Poner en lista negra',
    lift: 'Quitar de la lista negra',
    blacklist_title: '¿Poner a %{name} en la lista negra?',
    lift_title: '¿Quitar a %{name} de la lista negra?',
    blacklist_confirm: 'Los depósitos desde %{iban} se retroceden al instante mientras la retrocesión automática de depósitos de agentes en lista negra esté activada.',
    lift_confirm: 'Los depósitos desde %{iban} vuelven a abonarse con normalidad.',
    reason: 'Motivo (opcional)',
    no_iban: 'Solo un agente con IBAN puede ponerse en la lista negra.',
    blacklisted: '%{name} está en la lista negra.',
    lifted: '%{name} ya no está en la lista negra.',
    cancel: 'Cancelar',
    empty: 'No se encontraron agentes de transacción.',
    invalid_iban: 'Introduzca un IBAN completo (código de país, dígitos de control, cuenta).',
    invalid_id: 'Introduzca un ID de empresa (solo cifras).',
  },
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
