/** Messages of the portal services page in Spanish. */
export default {
  portals: {
  "sign_in": "Iniciar sesión en %{name}",
  "accounts": "Cuentas remotas",
  "no_accounts": "No hay cuentas remotas que mostrar.",
  "send": "Enviar retiro",
  "signed_up": "Registrado en el servicio de portal.",
  "sign_up": {
    "company": "Registrar la empresa",
    "company_text": "Responda el cuestionario del servicio de portal para abrir allí las cuentas de la empresa.",
    "employee": "Registrarse como empleado",
    "employee_text": "Su propio usuario en el servicio de portal, dentro de la empresa.",
    "submit_company": "Registrar la empresa",
    "submit_employee": "Registrarme"
  },
  "fields": {
    "company_name": "Nombre de la empresa",
    "registration_number": "Número de registro",
    "country": "País",
    "country_help": "Código de dos letras, p. ej. ES",
    "city": "Ciudad",
    "address": "Dirección",
    "post_code": "Código postal",
    "email": "Correo electrónico",
    "phone": "Teléfono",
    "website": "Sitio web",
    "first_name": "Nombre",
    "last_name": "Apellido"
  },
  "auto": {
    "title": "Transferencia automática",
    "text": "Los fondos nuevos que llegan a la cuenta remota se trasladan a la cuenta propia elegida.",
    "remote": "Cuenta remota",
    "account": "Cuenta propia",
    "create": "Crear transferencia automática",
    "created": "Transferencia automática creada.",
    "stopped": "Transferencia automática detenida.",
    "stop": "Detener la transferencia a la cuenta %{id}",
    "active": "Activa"
  },
  "columns": {
    "id": "Cuenta",
    "name": "Nombre",
    "currency": "Moneda",
    "balance": "Saldo",
    "auto": "Transferencia automática",
    "actions": "Acciones"
  },
  "destination": {
    "loading": "Buscando la cuenta remota en el servicio de portal…",
    "failed": "No se pudo consultar la cuenta remota.",
    "title": "Se abona en su cuenta en %{service}",
    "text": "%{name} (%{id}), %{currency}, IBAN %{iban}, titular %{holder}"
  },
  "services": {
    "free_market": "Free Market",
    "easy_payments": "Easy Payments",
    "bcb": "BCB",
    "currency_cloud": "Currency Cloud",
    "satchelpay_eur": "SatchelPay EUR",
    "cfszipp_eur": "CFSZipp EUR",
    "cfszipp_gbp": "CFSZipp GBP",
    "klarpay": "Klarpay",
    "equals_money": "Equals Money",
    "nexpay": "Nexpay",
    "financial_house": "Financial House",
    "narvi": "Narvi",
    "openpayd": "OpenPayd",
    "apaylo": "Apaylo"
  }
},
};
