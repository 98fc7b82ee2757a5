/** Mensajes de las páginas de importación masiva en español. */
export default {
  imports: {
    form: {
      bank_account: 'Cuenta bancaria',
      upload_label: 'Suba su archivo aquí. (Solo se permiten archivos xlsx)',
      choose_file: 'Elegir archivo xlsx',
      template: 'Descargar la plantilla',
      preview: 'Enviar',
      create: 'Crear importación',
      transactions: 'Transacciones',
      total_amount: 'Importe total',
      total_amount_with_fee: 'Importe total con comisión',
      failed_rows: '%{count} filas con errores no se importarán',
      payees: '%{count} beneficiarios',
      truncated: 'Solo se muestran las primeras 1.000 filas; se comprueba el archivo completo.',
      unreadable: 'No se puede mostrar el archivo. El servidor aún puede comprobarlo.',
    },
    messages: {
      created: 'El procesamiento comenzará en breve',
      done_title: '¡El trabajo de importación #%{id} terminó correctamente!',
      done_text: 'Los resultados están en la página de transacciones pendientes.',
      pending_link: 'Transacciones pendientes',
      errors_title: 'El trabajo de importación #%{id} terminó con errores',
      errors_text: 'Las filas con errores no se importaron. Se ha descargado el archivo de errores.',
      failed_title: 'El trabajo de importación #%{id} falló',
      failed_text: 'Póngase en contacto con soporte.',
    },
    statuses: { QUEUE: 'En cola', PROCESSING: 'Procesando', DONE: 'Terminado', ERROR: 'Error' },
    columns: {
      id: 'ID', file_name: 'Archivo', bank_account: 'Cuenta bancaria', user: 'Usuario', status: 'Estado',
      success: 'Importadas (número · importe)', failed: 'Fallidas (número · importe)', created_at: 'Creado', actions: 'Acciones',
    },
    empty: 'Todavía no hay importaciones.',
    download_errors: 'Descargar errores',
    download_original: 'Archivo original',
    export: { currency: 'Moneda', success_count: 'Filas importadas', success_amount: 'Importe importado', success_amount_with_fee: 'Importe importado con comisiones', failed_count: 'Filas fallidas', failed_amount: 'Importe fallido' },
  },
};
