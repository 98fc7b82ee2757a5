import type { ReaderTexts } from './types';

const es: ReaderTexts = {
  columns: {
    date: 'Fecha', id: 'ID', type: 'Tipo', bank_account: 'Cuenta', from_account: 'Cuenta de origen', to_account: 'Cuenta de destino', remitter: 'Ordenante',
    beneficiary: 'Beneficiario', status: 'Estado', amount: 'Importe', fee: 'Comisión', currency: 'Moneda', balance: 'Saldo', reference: 'Referencia',
    fee_description: 'Tipo de comisión', ref_message: 'Concepto',
  },
  dated: 'Fecha (%{zone})',
  types: {
    withdrawal: 'Retiro', crypto: 'Cripto', import: 'Importación', transfer: 'Transferencia', exchange: 'Cambio', convert: 'Conversión', card: 'Tarjeta',
    buy_crypto: 'Compra de cripto', withdraw_crypto: 'Retiro de cripto', receive_crypto: 'Recepción de cripto', deposit: 'Depósito',
  },
  statuses: { pending: 'Pendiente', admin_action_require: 'En espera de aprobación', approved: 'Completada', denied: 'Denegada', rejected: 'Rechazada', failed: 'Fallida', awaiting_approval: 'Pendiente de aprobación de la empresa' },
  fees: { transfer: 'Comisión de transferencia', exchange: 'Comisión de cambio', by_amount: 'según el importe' },
  statement: {
    title: 'Extracto de cuenta', account: 'Cuenta', period: 'Periodo', all_time: 'Todo el periodo', opening: 'Saldo inicial', closing: 'Saldo final',
    created: 'Creado el %{date}', page: 'Página %{page} de %{pages}', none: 'No hay transacciones en este periodo.', counterparty: 'Contraparte',
  },
};

export default es;
