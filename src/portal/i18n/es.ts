import type { TranslationMessages } from 'react-admin';
import type { AppMessages } from './en';
import brand from './features/brand/es';
import money from './features/money/es';
import payments from './features/payments/es';
import reporting from './features/reporting/es';
import imports from './features/imports/es';
import users from './features/users/es';
import companies from './features/companies/es';
import system from './features/system/es';
import support from './features/support/es';
import timeline from './features/timeline/es';
import compliance from './features/compliance/es';
import whiteLabel from './features/whiteLabel/es';
import announcements from './features/announcements/es';
import pages from './features/pages/es';
import shell from './features/shell/es';
import crypto from './features/crypto/es';
import affiliates from './features/affiliates/es';
import portals from './features/portals/es';
import products from './features/products/es';
import signins from './features/signins/es';
import psp from './features/psp/es';
import settings from './features/settings/es';
import express from './features/express/es';
import approvals from './features/approvals/es';
import secondFactors from './features/secondFactors/es';
import connect from './features/connect/es';
import schedules from './features/schedules/es';
import templates from './features/templates/es';
import resources from './resources/es';
import serverText, { fields as serverFields, words as serverWords } from './serverText/es';
import { serverMessages } from './serverText/messages';

// No ra-language-spanish exists for react-admin 5: these follow the keys of ra-language-english.
const ra = {
  action: {
    add_filter: 'Añadir filtro',
    add: 'Añadir',
    back: 'Volver',
    bulk_actions: '1 elemento seleccionado |||| %{smart_count} elementos seleccionados',
    cancel: 'Cancelar',
    clear_array_input: 'Vaciar la lista',
    clear_input_value: 'Borrar valor',
    clone: 'Duplicar',
    confirm: 'Confirmar',
    create: 'Crear',
    create_item: 'Crear %{item}',
    delete: 'Eliminar',
    edit: 'Editar',
    export: 'Exportar',
    list: 'Lista',
    refresh: 'Actualizar',
    remove_filter: 'Quitar este filtro',
    remove_all_filters: 'Quitar todos los filtros',
    remove: 'Quitar',
    reset: 'Restablecer',
    save: 'Guardar',
    search: 'Buscar',
    search_columns: 'Buscar columnas',
    select_all: 'Seleccionar todo',
    select_all_button: 'Seleccionar todo',
    select_row: 'Seleccionar esta fila',
    show: 'Ver',
    sort: 'Ordenar',
    undo: 'Deshacer',
    unselect: 'Deseleccionar',
    expand: 'Expandir',
    close: 'Cerrar',
    open_menu: 'Abrir menú',
    close_menu: 'Cerrar menú',
    update: 'Actualizar',
    move_up: 'Subir',
    move_down: 'Bajar',
    open: 'Abrir',
    toggle_theme: 'Cambiar modo claro/oscuro',
    select_columns: 'Columnas',
    update_application: 'Recargar la aplicación',
  },
  boolean: {
    true: 'Sí',
    false: 'No',
    null: ' ',
  },
  page: {
    create: 'Crear %{name}',
    dashboard: 'Panel',
    edit: '%{name} %{recordRepresentation}',
    error: 'Algo salió mal',
    list: '%{name}',
    loading: 'Cargando',
    not_found: 'No encontrado',
    show: '%{name} %{recordRepresentation}',
    empty: 'Todavía no hay %{name}.',
    invite: '¿Quiere añadir uno?',
    access_denied: 'Acceso denegado',
    authentication_error: 'Error de autenticación',
  },
  input: {
    file: {
      upload_several: 'Arrastre algunos archivos para subirlos o haga clic para seleccionar uno.',
      upload_single: 'Arrastre un archivo para subirlo o haga clic para seleccionarlo.',
    },
    image: {
      upload_several: 'Arrastre algunas imágenes para subirlas o haga clic para seleccionar una.',
      upload_single: 'Arrastre una imagen para subirla o haga clic para seleccionarla.',
    },
    references: {
      all_missing: 'No se encuentran los datos de referencia.',
      many_missing: 'Al menos una de las referencias asociadas ya no parece estar disponible.',
      single_missing: 'La referencia asociada ya no parece estar disponible.',
    },
    password: {
      toggle_visible: 'Ocultar contraseña',
      toggle_hidden: 'Mostrar contraseña',
    },
  },
  message: {
    about: 'Acerca de',
    access_denied: 'No tiene los permisos necesarios para acceder a esta página',
    are_you_sure: '¿Está seguro?',
    authentication_error: 'El servidor de autenticación devolvió un error y no se pudieron comprobar sus credenciales.',
    auth_error: 'Se produjo un error al validar el token de autenticación.',
    bulk_delete_content: '¿Seguro que quiere eliminar este %{name}? |||| ¿Seguro que quiere eliminar estos %{smart_count} elementos?',
    bulk_delete_title: 'Eliminar %{name} |||| Eliminar %{smart_count} %{name}',
    bulk_update_content:
      '¿Seguro que quiere actualizar %{name} %{recordRepresentation}? |||| ¿Seguro que quiere actualizar estos %{smart_count} elementos?',
    bulk_update_title: 'Actualizar %{name} %{recordRepresentation} |||| Actualizar %{smart_count} %{name}',
    clear_array_input: '¿Seguro que quiere vaciar toda la lista?',
    delete_content: '¿Seguro que quiere eliminar este %{name}?',
    delete_title: 'Eliminar %{name} %{recordRepresentation}',
    details: 'Detalles',
    error: 'Se produjo un error en el cliente y su solicitud no pudo completarse.',
    invalid_form: 'El formulario no es válido. Revise los errores',
    loading: 'Espere, por favor',
    no: 'No',
    not_found: 'O ha escrito una URL incorrecta o ha seguido un enlace erróneo.',
    select_all_limit_reached: 'Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max}.',
    unsaved_changes: 'Algunos cambios no se guardaron. ¿Seguro que quiere descartarlos?',
    yes: 'Sí',
    placeholder_data_warning: 'Problema de red: no se pudieron actualizar los datos.',
  },
  navigation: {
    clear_filters: 'Borrar filtros',
    no_filtered_results: 'No se encontraron %{name} con los filtros actuales.',
    no_results: 'No se encontraron %{name}',
    no_more_results: 'La página %{page} está fuera de los límites. Pruebe la página anterior.',
    page_out_of_boundaries: 'La página %{page} está fuera de los límites',
    page_out_from_end: 'No se puede ir después de la última página',
    page_out_from_begin: 'No se puede ir antes de la página 1',
    page_range_info: '%{offsetBegin}-%{offsetEnd} de %{total}',
    partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}',
    current_page: 'Página %{page}',
    page: 'Ir a la página %{page}',
    first: 'Ir a la primera página',
    last: 'Ir a la última página',
    next: 'Ir a la página siguiente',
    previous: 'Ir a la página anterior',
    page_rows_per_page: 'Filas por página:',
    skip_nav: 'Saltar al contenido',
  },
  sort: {
    sort_by: 'Ordenar por %{field_lower_first} %{order}',
    ASC: 'ascendente',
    DESC: 'descendente',
  },
  auth: {
    auth_check_error: 'Inicie sesión para continuar',
    user_menu: 'Perfil',
    username: 'Usuario',
    password: 'Contraseña',
    email: 'Correo electrónico',
    sign_in: 'Iniciar sesión',
    sign_in_error: 'Error de autenticación, inténtelo de nuevo',
    logout: 'Cerrar sesión',
  },
  notification: {
    updated: 'Elemento actualizado |||| %{smart_count} elementos actualizados',
    created: 'Elemento creado',
    deleted: 'Elemento eliminado |||| %{smart_count} elementos eliminados',
    bad_item: 'Elemento incorrecto',
    item_doesnt_exist: 'El elemento no existe',
    http_error: 'Error de comunicación con el servidor',
    data_provider_error: 'Error del dataProvider. Consulte la consola para más detalles.',
    i18n_error: 'No se pueden cargar las traducciones del idioma indicado',
    canceled: 'Acción cancelada',
    logged_out: 'Su sesión ha terminado, vuelva a conectarse.',
    not_authorized: 'No está autorizado para acceder a este recurso.',
    application_update_available: 'Hay una nueva versión disponible.',
    offline: 'Sin conexión. No se pudieron obtener los datos.',
  },
  validation: {
    required: 'Obligatorio',
    minLength: 'Debe tener al menos %{min} caracteres',
    maxLength: 'Debe tener %{max} caracteres o menos',
    minValue: 'Debe ser al menos %{min}',
    maxValue: 'Debe ser %{max} o menos',
    number: 'Debe ser un número',
    email: 'Debe ser un correo electrónico válido',
    oneOf: 'Debe ser uno de: %{options}',
    regex: 'Debe coincidir con un formato específico (regexp): %{pattern}',
    unique: 'Debe ser único',
  },
  saved_queries: {
    label: 'Consultas guardadas',
    query_name: 'Nombre de la consulta',
    new_label: 'Guardar la consulta actual...',
    new_dialog_title: 'Guardar la consulta actual como',
    remove_label: 'Eliminar la consulta guardada',
    remove_label_with_name: 'Eliminar la consulta "%{name}"',
    remove_dialog_title: '¿Eliminar la consulta guardada?',
    remove_message: '¿Seguro que quiere quitar ese elemento de su lista de consultas guardadas?',
    help: 'Filtre la lista y guarde esta consulta para más tarde',
  },
  guesser: {
    empty: {
      title: 'No hay datos que mostrar',
      message: 'Compruebe su proveedor de datos',
    },
  },
  configurable: {
    customize: 'Personalizar',
    configureMode: 'Configurar esta página',
    inspector: {
      title: 'Inspector',
      content: 'Pase el ratón por los elementos de la interfaz para configurarlos',
      reset: 'Restablecer ajustes',
      hideAll: 'Ocultar todo',
      showAll: 'Mostrar todo',
    },
    Datagrid: {
      title: 'Tabla de datos',
      unlabeled: 'Columna sin etiqueta n.º %{column}',
    },
    SimpleForm: {
      title: 'Formulario',
      unlabeled: 'Campo sin etiqueta n.º %{input}',
    },
    SimpleList: {
      title: 'Lista',
      primaryText: 'Texto principal',
      secondaryText: 'Texto secundario',
      tertiaryText: 'Texto terciario',
    },
  },
};

const core = {
  name: 'Kontor',
  tagline: 'Servicios bancarios y de pago',
  auth: {
    title: 'Inicie sesión en su cuenta',
    email: 'Correo electrónico',
    password: 'Contraseña',
    sign_in: 'Iniciar sesión',
  },
  two_factor: {
    title: 'Verifique su acción',
    text: 'Introduzca el código de su aplicación de autenticación de dos factores',
    label: 'Código de autenticación',
    digit: 'Dígito %{position} de %{count}',
    accepted: 'Código aceptado. Verificando...',
    cancel: 'Cancelar',
    amount: 'Importe',
    with_fee: '%{total} (%{amount} + %{fee} de comisión)',
    payee: 'Beneficiario',
    exchange: 'Cambio',
    exchange_sides: '%{paid} por %{received} a 1 %{sell} = %{rate} %{buy}',
  },
  session: {
    expiring_title: 'Su sesión está a punto de caducar',
    expiring_text: 'Se cerrará su sesión en %{smart_count} segundo. |||| Se cerrará su sesión en %{smart_count} segundos.',
    stay: 'Mantener la sesión',
    logout: 'Cerrar sesión',
  },
  dashboard: {
    accounts: 'Cuentas',
    account: 'Cuenta',
    admin_title: 'Panel de administración',
    manager_title: 'Panel',
    welcome: 'Bienvenido, %{name}',
    placeholder: 'Aquí aparecerá su resumen.',
  },
  error: {
    server: 'Error del servidor, inténtelo de nuevo más tarde',
    ok: '¡Entendido!',
    unknown: 'Error desconocido',
    unauthorized: 'No autorizado',
    unexpected: 'Se produjo un error inesperado. Inténtelo de nuevo más tarde',
    maintenance: 'Modo de mantenimiento',
    remote_portal: 'El portal remoto no está disponible. Inténtelo de nuevo más tarde',
    not_implemented: 'Esta parte del portal aún no está disponible.',
  },
};

const app = { ...core, ...affiliates, ...portals, ...shell, ...pages, ...brand, ...money, ...payments, ...reporting, ...imports, ...users, ...companies, ...system, ...support, ...announcements, ...timeline, ...compliance, ...crypto, ...whiteLabel, ...products, ...signins, ...psp, ...settings, ...express, ...approvals, ...secondFactors, ...connect, ...schedules, ...templates };

const es = { ra, app, resources, server: serverMessages('es', serverText, serverFields, serverWords) } satisfies TranslationMessages;

export default es;
