import type { Strings } from '../../strings';
import type en from './en';

export default {
  payments: {
    fields: {
      bank_account_id: 'Cuenta de origen', to_account_id: 'Cuenta de destino', amount: 'Importe', crypto_amount: 'Recibe',
      customer_ref_message: 'Concepto', selected_agent_id: 'Beneficiario', portal_service: 'Servicio de portal',
      portal_destination_account_id: 'Cuenta del portal', customer_iban: 'IBAN o número de cuenta', transfer_service: 'Servicio de transferencia',
      customer_account: 'Número de cuenta', customer_sort_code: 'Sort code', customer_legal_type: 'Tipo jurídico',
      customer_first_name: 'Nombre', customer_last_name: 'Apellidos', customer_name: 'Nombre de la empresa', customer_street: 'Calle',
      customer_building_number: 'Número', customer_post_code: 'Código postal', customer_city: 'Ciudad', customer_country: 'País',
      bank_swift: 'SWIFT / BIC', bank_name: 'Nombre del banco', bank_address: 'Dirección del banco', bank_city: 'Ciudad del banco', bank_country: 'País del banco',
      has_intermediary_bank: 'Banco intermediario', intermediary_bank_swift: 'SWIFT / BIC del intermediario', intermediary_bank_name: 'Nombre del banco intermediario',
      intermediary_bank_address: 'Dirección del banco intermediario', intermediary_bank_city: 'Ciudad del banco intermediario',
      intermediary_bank_country: 'País del banco intermediario', intermediary_bank_iban: 'IBAN del banco intermediario',
      free_market_sector_id: 'Sector', free_market_industry_id: 'Industria', free_market_payment_purpose_id: 'Finalidad del pago', bcb_purpose_code: 'Código de finalidad BCB',
    },
    services: {
      sepa: 'SEPA (UE, EEE)', fps_chaps: 'GBP – FPS/CHAPS (Reino Unido)', swift: 'SWIFT (resto del mundo)', israel: 'Israel (pagos locales)', portal: 'Portal',
    },
    legal_types: { company: 'Empresa', individual: 'Particular' },
    sections: { payee: 'Beneficiario', bank: 'Banco del beneficiario', intermediary: 'Banco intermediario' },
    total: {
      title: 'Total general', amount: 'Importe', fee: 'Comisión', exchange_fee: 'Comisión de cambio', total: 'Total', available: 'Saldo disponible',
      next_available: 'Disponible tras el pago', missing: 'Indique la cuenta, el importe y el destino para ver el total.',
      not_enough: 'El saldo disponible no cubre este pago.',
    },
    rate: '1 %{sell} = %{rate} %{buy} (se actualiza en %{seconds} s)',
    no_rate: 'No hay tipo de cambio para estas cuentas.',
    none: '—',
    no_accounts: 'Ninguna de sus cuentas puede usarse para este pago.',
    no_accounts_why: { transfer: 'Una transferencia mueve dinero entre dos de sus cuentas en la misma moneda, y ningún par de sus cuentas puede hacerlo. Abra una segunda cuenta en la moneda que necesita o use Cambio para mover dinero entre monedas.', exchange: 'Un cambio mueve dinero entre dos de sus cuentas en monedas distintas, y ningún par de sus cuentas puede hacerlo. Abra una cuenta en otra moneda.', convert: 'Una conversión necesita una cuenta de origen y otra de destino. Abra la cuenta que necesita.' },
    to_accounts: 'Ir a sus cuentas',
    amount_format: 'Introduzca un importe como %{example}.',
    no_beneficiary: 'Nuevo beneficiario',
    submit: 'Enviar pago',
    created: 'Pago %{reference} creado: %{status}.',
    new_payment: 'Nuevo pago',
    view_transaction: 'Ver la transacción',
  },
} satisfies Strings<typeof en>;
