/** Messages of the portal services page in German. */
export default {
  portals: {
  "sign_in": "Bei %{name} anmelden",
  "accounts": "Externe Konten",
  "no_accounts": "Keine externen Konten vorhanden.",
  "send": "Auszahlung senden",
  "signed_up": "Beim Portaldienst registriert.",
  "sign_up": {
    "company": "Unternehmen registrieren",
    "company_text": "Beantworten Sie den Fragebogen des Portaldienstes, um dort die Konten des Unternehmens zu eröffnen.",
    "employee": "Sich als Mitarbeiter registrieren",
    "employee_text": "Ihr eigener Benutzer beim Portaldienst, unter dem Unternehmen.",
    "submit_company": "Unternehmen registrieren",
    "submit_employee": "Mich registrieren"
  },
  "fields": {
    "company_name": "Firmenname",
    "registration_number": "Registernummer",
    "country": "Land",
    "country_help": "Zweibuchstabiger Code, z. B. DE",
    "city": "Stadt",
    "address": "Adresse",
    "post_code": "Postleitzahl",
    "email": "E-Mail",
    "phone": "Telefon",
    "website": "Webseite",
    "first_name": "Vorname",
    "last_name": "Nachname"
  },
  "auto": {
    "title": "Automatische Überweisung",
    "text": "Neue Eingänge auf dem externen Konto werden auf das gewählte eigene Konto übertragen.",
    "remote": "Externes Konto",
    "account": "Eigenes Konto",
    "create": "Automatische Überweisung anlegen",
    "created": "Automatische Überweisung angelegt.",
    "stopped": "Automatische Überweisung beendet.",
    "stop": "Überweisung auf Konto %{id} beenden",
    "active": "Aktiv"
  },
  "columns": {
    "id": "Konto",
    "name": "Name",
    "currency": "Währung",
    "balance": "Saldo",
    "auto": "Automatische Überweisung",
    "actions": "Aktionen"
  },
  "destination": {
    "loading": "Das entfernte Konto wird beim Portaldienst gesucht…",
    "failed": "Das entfernte Konto konnte nicht abgefragt werden.",
    "title": "Gutschrift auf Ihr Konto bei %{service}",
    "text": "%{name} (%{id}), %{currency}, IBAN %{iban}, Inhaber %{holder}"
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
