import type { Strings } from '../../strings';
import type en from './en';

/** Mensajes de la página de ajustes del administrador (/admin/settings) en español. */
export default {
  settings: {
    intro: 'Reglas de toda la plataforma. Solo se guardan los ajustes que cambie; cada cambio queda registrado en el registro de actividad y en la cronología de ajustes.',
    sections: {
      security: 'Seguridad del inicio de sesión',
      currencies: 'Divisas',
      boundaries: 'Límites de importe de las transacciones',
      new_customers: 'Clientes nuevos',
      features: 'Funciones',
      payments: 'Depósitos y aprobaciones',
      crypto: 'Cambio de criptomonedas',
    },
    fields: {
      portal_fiat_currencies_enabled: 'Divisas fiat habilitadas en el portal',
      portal_crypto_currencies_enabled: 'Criptomonedas habilitadas en el portal',
      fiat_from_blocklist: 'Divisas fiat desde las que no se puede cambiar',
      fiat_to_blocklist: 'Divisas fiat a las que no se puede cambiar',
      fiat_min: 'Mínimo fiat',
      fiat_max: 'Máximo fiat',
      crypto_min: 'Mínimo cripto',
      crypto_max: 'Máximo cripto',
      company_initial_fiat_accounts: 'Cuentas fiat iniciales de una empresa nueva',
      company_initial_crypto_accounts: 'Cuentas cripto iniciales de una empresa nueva',
      allowed_features_company: 'Funciones permitidas para empresas',
      allowed_features_individual: 'Funciones permitidas para particulares',
      initial_features_company: 'Funciones iniciales de una empresa nueva',
      initial_features_individual: 'Funciones iniciales de un particular nuevo',
      two_factor_required: 'Todos los usuarios necesitan la autenticación de dos factores',
      autorecall_deposit_from_blacklisted_agent: 'Retirar automáticamente los depósitos de agentes en lista negra',
      auto_approve_enabled: 'Aprobar pagos automáticamente (aprobación automática de cumplimiento)',
      auto_approve_max_amount: 'Importe máximo de aprobación automática (EUR)',
      auto_approve_max_age_days: 'Antigüedad máxima del cumplimiento para aprobación automática (días)',
      show_transactions_from_log_date: 'Mostrar transacciones desde la fecha de registro',
      auto_exchange_enabled: 'Cambiar automáticamente los depósitos fiat',
      auto_exchange_target_currency: 'Divisa de destino del cambio automático',
      crypto_exchange_fiat_crypto_enabled: 'Compra de cripto (fiat a cripto) habilitada',
      crypto_exchange_crypto_fiat_enabled: 'Venta de cripto (cripto a fiat) habilitada',
      crypto_convert_enabled: 'Conversión de cripto (cripto a cripto) habilitada',
    },
    hints: {
      two_factor_required: 'Los usuarios que no la tienen deben configurarla antes de cualquier otra cosa. Los administradores la necesitan siempre en producción.',
      currencies_empty: 'Sin selección significa todas las divisas.',
      boundaries: 'En unidades de la divisa del pago. Se rechaza todo pago, fila de importación o recarga fuera de ellos.',
      features_allowed: 'Las funciones iniciales no permitidas no se conceden.',
      max_age: '0 significa sin regla de antigüedad: el último cumplimiento verificado puede tener cualquier antigüedad.',
      log_date: 'Los gestores no ven transacciones registradas antes de este día. Déjelo vacío para mostrarlas todas.',
    },
    none: 'Ninguna',
    errors: {
      decimal: 'Introduzca un número decimal con 8 decimales como máximo, por ejemplo 1000.00.',
      whole_days: 'Introduzca un número entero de días entre 0 y 3650.',
    },
  },
} satisfies Strings<typeof en>;
