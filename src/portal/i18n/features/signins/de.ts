/** Meldungen der alternativen Anmeldungen und der KYC-Anbieterschritte auf Deutsch. */
export default {
  signins: {
    signing_in: 'Sie werden angemeldet…',
    refused: 'Dieser Anmeldelink ist ungültig, abgelaufen oder wurde bereits verwendet. Bitte melden Sie sich mit E-Mail-Adresse und Passwort an.',
    unavailable: 'Das entfernte Portal ist nicht erreichbar. Bitte versuchen Sie es später erneut',
    incomplete: 'Dieser Anmeldelink ist unvollständig.',
    cancelled: 'Anmeldung abgebrochen.',
    to_login: 'Zur Anmeldung',
    chat_done: 'Sie sind im Chat angemeldet.',
    chat_signed_out: 'Melden Sie sich zuerst im Portal an, um den Chat zu nutzen.',
    company_not_found: 'Mit diesem CRM-Datensatz ist kein Unternehmen verknüpft.',
    company_id: 'Unternehmens-ID',
    company_enabled: 'Aktiviert',
    company_legal_type: 'Rechtsform',
    yes: 'Ja',
    no: 'Nein',
    kyc: {
      form: 'Verifizierungsformular',
      video: 'Videoidentifikation',
      start_form: 'Verifizierungsformular öffnen',
      start_video: 'Videoidentifikation starten',
      reason: 'Der Anbieter meldet: %{reason}',
      status: { open: 'Offen', pending: 'Begonnen', completed: 'Erledigt', failed: 'Fehlgeschlagen' },
    },
  },
};
