/** Mensajes de los accesos alternativos y de los pasos del proveedor KYC en español. */
export default {
  signins: {
    signing_in: 'Iniciando sesión…',
    refused: 'Este enlace de acceso no es válido, ha caducado o ya se ha utilizado. Inicie sesión con su correo electrónico y contraseña.',
    unavailable: 'El portal remoto no está disponible. Inténtelo de nuevo más tarde',
    incomplete: 'Este enlace de acceso está incompleto.',
    cancelled: 'Inicio de sesión cancelado.',
    to_login: 'Ir al inicio de sesión',
    chat_done: 'Ha iniciado sesión en el chat.',
    chat_signed_out: 'Inicie sesión primero en el portal para usar el chat.',
    company_not_found: 'Ninguna empresa está vinculada a este registro del CRM.',
    company_id: 'ID de la empresa',
    company_enabled: 'Habilitada',
    company_legal_type: 'Forma jurídica',
    yes: 'Sí',
    no: 'No',
    kyc: {
      form: 'Formulario de verificación',
      video: 'Identificación por vídeo',
      start_form: 'Abrir el formulario de verificación',
      start_video: 'Iniciar la identificación por vídeo',
      reason: 'El proveedor indica: %{reason}',
      status: { open: 'Pendiente', pending: 'Iniciado', completed: 'Hecho', failed: 'Fallido' },
    },
  },
};
