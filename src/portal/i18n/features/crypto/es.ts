import type { Strings } from '../../strings';
import type en from './en';

export default {
  crypto: {
    read_only: 'Los usuarios de solo lectura pueden ver esta página; solo los gestores pueden comprar, vender, retirar o recibir cripto.',
    no_accounts: 'Ninguna de sus cuentas puede usarse aquí.',
    networks: { bitcoin: 'Bitcoin', ethereum: 'Ethereum', tron: 'Tron' },
    fields: {
      buy_from: 'Pagar desde', buy_to: 'Recibir cripto en', sell_from: 'Vender desde', sell_to: 'Recibir dinero en',
      amount_paid: 'Usted paga', amount_received: 'Usted recibe', network: 'Red', withdraw_from: 'Desde la cuenta',
      wallet_id: 'Monedero', amount: 'Importe', is_crypto_auto_sell: 'Vender automáticamente al llegar',
      receive_crypto: 'Cuenta cripto', receive_fiat: 'Cuenta para el importe de la venta', fiat_amount: 'Importe estimado',
    },
    submit: { buy: 'Comprar', sell: 'Vender', withdraw: 'Retirar', receive: 'Obtener dirección de depósito' },
    wallets: {
      title: 'Monederos guardados', search: 'Buscar por nombre o dirección', name: 'Nombre', currency: 'Moneda', network: 'Red', address: 'Dirección',
      any: 'Cualquiera', created_at: 'Guardado', actions: 'Acciones',
      use: 'Usar', empty: 'No hay monederos guardados.', none_for_account: 'No hay monedero guardado para esta moneda y red: añada uno abajo.',
      add: 'Añadir monedero', created: 'Monedero %{name} creado correctamente', removed: 'Monedero eliminado correctamente',
      delete: 'Eliminar', delete_named: 'Eliminar el monedero %{name}', delete_title: 'Eliminar monedero',
      delete_confirm: '¿Está seguro de que desea eliminar este monedero?', yes: 'Sí', no: 'No',
    },
    deposit: {
      title: 'Dirección de depósito',
      send: 'Envíe %{amount} %{currency} por la red %{network} a esta dirección.',
      address: 'Dirección', uri: 'URI de pago', copy: 'Copiar', copy_named: 'Copiar %{name}', copied: 'Copiado al portapapeles',
      copy_failed: 'No se pudo copiar: seleccione el texto y cópielo usted mismo.', qr: 'Código QR de la URI de pago',
      announce: 'Ya lo he enviado', again: 'Nuevo depósito',
      auto_sell_note: 'La estimación usa el tipo actual. Cuando la red confirma el depósito, se vende al tipo de ese momento; la comisión de cambio se descuenta del depósito.',
    },
  },
} satisfies Strings<typeof en>;
