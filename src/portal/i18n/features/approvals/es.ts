/** Messages of the approvals inbox and the approval rules (issue 40) in Spanish. */
export default {
  approvals: {
    title: 'Aprobaciones',
    empty: 'Ningún pago espera aprobación.',
    selected: '%{smart_count} pago |||| %{smart_count} pagos',
    approve: 'Aprobar (%{smart_count})',
    reject: 'Rechazar (%{smart_count})',
    approve_title: 'Aprobar pagos',
    reject_title: 'Rechazar pagos',
    approve_confirm: '¿Aprobar el pago seleccionado? |||| ¿Aprobar los %{smart_count} pagos seleccionados?',
    reject_confirm: '¿Rechazar el pago seleccionado? Se libera lo retenido. |||| ¿Rechazar los %{smart_count} pagos seleccionados? Se libera lo retenido.',
    reason: 'Motivo',
    approved: 'Aprobación registrada. |||| %{smart_count} aprobaciones registradas.',
    rejected: 'Pago rechazado. |||| %{smart_count} pagos rechazados.',
    statuses: {
      awaiting: 'Pendiente de aprobación',
      approved: 'Aprobado',
      rejected: 'Rechazado',
      expired: 'Caducado',
      withdrawn: 'Retirado',
    },
    rules: {
      title: 'Reglas de aprobación',
      create: 'Añadir una regla',
      edit: 'Regla de aprobación',
      save: 'Guardar',
      back: 'Volver a las reglas',
      empty: 'Ninguna regla de aprobación: los pagos salen con el código de un gestor.',
      every_currency: 'Todas las divisas (valor en EUR)',
      currency_help: 'Una regla para todas las divisas compara el valor del pago en EUR.',
      threshold_help: 'Los pagos de este importe o más necesitan aprobación.',
      one: '1 aprobación de otro gestor',
      two: '2 aprobaciones de otros gestores',
      bases: {
        total: 'Importación: total del lote',
        largest_row: 'Importación: la fila mayor',
      },
      created: 'Regla de aprobación añadida.',
      updated: 'Regla de aprobación modificada.',
      deleted: 'Regla de aprobación eliminada.',
      delete: 'Eliminar regla',
      delete_title: 'Eliminar la regla de aprobación',
      delete_confirm: '¿Eliminar la regla desde %{name}? Los pagos que ya retiene siguen esperando sus aprobaciones.',
      not_found: 'Esta regla de aprobación no existe.',
    },
    show_title: 'Pago retenido',
    show: {
      rule: 'Regla',
      rule_text: 'desde %{threshold}: %{approvals}',
      decided_by: 'Decidido por',
      not_yours: 'Usted pidió este pago o ya lo aprobó: decide otro gestor.',
      open_payment: 'Abrir el pago',
      back: 'Volver a las aprobaciones',
      not_found: 'Este pago retenido no existe.',
    },
    settings: {
      title: 'Caducidad',
      expiry_days: 'Días para aprobar',
      expiry_help: 'Un pago retenido que no se aprueba en estos días caduca y se libera.',
      save: 'Guardar',
      saved: 'Ajustes de aprobación guardados.',
    },
  },
};

/** The fields of the approvals resource. */
export const approvalFields = {
  reference: 'Referencia',
  type: 'Tipo',
  beneficiary: 'Beneficiario',
  requested_by: 'Solicitado por',
  requested_at: 'Solicitado el',
  total: 'Total',
  approvals: 'Aprobaciones',
  expires_at: 'Caduca',
  status: 'Estado',
  reason: 'Motivo',
  currency: 'Divisa',
};

/** The fields of the approval-rules resource. */
export const approvalRuleFields = {
  currency: 'Divisa',
  threshold: 'Desde importe',
  approvals_required: 'Aprobaciones necesarias',
  import_basis: 'Lotes de importación medidos por',
  actions: 'Acciones',
};
