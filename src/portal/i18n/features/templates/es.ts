/** Messages of the payment templates (issue 40) en español. */
export default {
  templates: {
    title: 'Plantillas de pago',
    edit_title: 'Plantilla de pago',
    empty: 'Aún no hay plantillas de pago: guarde una desde un formulario de pago o un pago enviado.',
    save_as: 'Guardar como plantilla',
    save_title: 'Guardar como plantilla de pago',
    save: 'Guardar',
    name: 'Nombre de la plantilla',
    name_help: 'Un nombre que los gestores de la empresa reconozcan, p. ej. «Alquiler de la oficina».',
    with_amount: 'Conservar el importe',
    saved: 'Plantilla «%{name}» guardada.',
    updated: 'Plantilla «%{name}» modificada.',
    deleted: 'Plantilla «%{name}» eliminada.',
    delete: 'Eliminar',
    delete_named: 'Eliminar la plantilla %{name}',
    delete_title: 'Eliminar la plantilla de pago',
    delete_confirm: '¿Eliminar la plantilla «%{name}»? Los pagos ya hechos con ella no cambian.',
    start: 'Iniciar pago',
    start_named: 'Iniciar pago: %{name}',
    no_amount: 'Se escribe cada vez (%{currency})',
    amount_help: 'Déjelo vacío para escribir el importe cada vez.',
    back: 'Volver a las plantillas',
    not_found: 'Esta plantilla de pago no existe.',
    pays: 'Qué paga la plantilla',
    kinds: {
      withdrawal: 'Retiro (IBAN)',
      transfer: 'Transferencia',
      exchange: 'Cambio de divisa',
      convert: 'Conversión',
    },
  },
};

/** The fields of the payment-templates resource. */
export const templateFields = {
  name: 'Nombre',
  kind: 'Pago',
  beneficiary: 'Beneficiario',
  amount: 'Importe',
  currency: 'Moneda',
  reference: 'Referencia',
  actions: 'Acciones',
};
