import type { Strings } from '../../strings';
import type en from './en';

/** Entrada rápida de datos e impresión en español. */
export default {
  express: {
    open: 'Entrada rápida de datos',
    title: 'Entrada rápida de datos',
    intro: 'Pegue los datos de pago tal como vienen en una factura o un correo, o el texto de un código QR SEPA (empieza por BCD).',
    text: 'Datos de pago',
    submit: 'Enviar datos rápidos',
    close: 'Cerrar',
    nothing: 'No se ha reconocido nada en este texto. El formulario no ha cambiado.',
    filled: 'El formulario se ha rellenado con lo reconocido. No se ha enviado nada: revise el formulario antes de enviarlo.',
    epc: 'Leído como código QR SEPA.',
    recognised: 'Reconocido',
    not_recognised: 'No reconocido',
    keys: {
      iban: 'IBAN', bic: 'BIC / SWIFT', name: 'Nombre del beneficiario', street: 'Calle', building_number: 'Número', post_code: 'Código postal', city: 'Ciudad',
      country: 'País', amount: 'Importe', currency: 'Moneda', reference: 'Referencia', account_number: 'Número de cuenta', sort_code: 'Sort code', bank_name: 'Nombre del banco',
    },
    outcomes: {
      filled: 'rellenado',
      from_iban: 'tomado del IBAN',
      beneficiary: 'se ha elegido el beneficiario guardado %{name}',
      from_beneficiary: 'del beneficiario guardado',
      locked: 'sin cambios: lo fija el pago del portal',
      account_chosen: 'se ha elegido una cuenta en %{currency} como origen',
      no_account: 'no usado: no tiene ninguna cuenta en %{currency}',
      unknown_country: 'no usado: no es un país de la lista',
      iban_used: 'no usado: se usa el IBAN',
      not_on_form: 'no se usa en este formulario',
    },
    notes: {
      bad_iban: 'IBAN %{value}: dígitos de control o longitud incorrectos, no usado',
      bad_bic: 'BIC / SWIFT %{value}: no es un BIC válido, no usado',
      extra_iban: 'Otro IBAN, no usado: %{value}',
    },
  },
  print: {
    button: 'Imprimir',
    not_found: '¡No se encontró el elemento a imprimir #%{id}!',
  },
} satisfies Strings<typeof en>;
