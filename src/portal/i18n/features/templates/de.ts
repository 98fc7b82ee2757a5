/** Messages of the payment templates (issue 40) auf Deutsch. */
export default {
  templates: {
    title: 'Zahlungsvorlagen',
    edit_title: 'Zahlungsvorlage',
    empty: 'Noch keine Zahlungsvorlage: Speichern Sie eine aus einem Zahlungsformular oder einer gesendeten Zahlung.',
    save_as: 'Als Vorlage speichern',
    save_title: 'Als Zahlungsvorlage speichern',
    save: 'Speichern',
    name: 'Name der Vorlage',
    name_help: 'Ein Name, den die Manager des Unternehmens wiedererkennen, z. B. „Büromiete“.',
    with_amount: 'Betrag übernehmen',
    saved: 'Vorlage „%{name}“ gespeichert.',
    updated: 'Vorlage „%{name}“ geändert.',
    deleted: 'Vorlage „%{name}“ gelöscht.',
    delete: 'Löschen',
    delete_named: 'Vorlage %{name} löschen',
    delete_title: 'Zahlungsvorlage löschen',
    delete_confirm: 'Die Vorlage „%{name}“ löschen? Bereits daraus gemachte Zahlungen bleiben, wie sie sind.',
    start: 'Zahlung starten',
    start_named: 'Zahlung starten: %{name}',
    no_amount: 'Jedes Mal eingeben (%{currency})',
    amount_help: 'Leer lassen, um den Betrag jedes Mal einzugeben.',
    back: 'Zurück zu den Vorlagen',
    not_found: 'Diese Zahlungsvorlage gibt es nicht.',
    pays: 'Was die Vorlage zahlt',
    kinds: {
      withdrawal: 'Auszahlung (IBAN)',
      transfer: 'Übertrag',
      exchange: 'Devisentausch',
      convert: 'Umwandlung',
    },
  },
};

/** The fields of the payment-templates resource. */
export const templateFields = {
  name: 'Name',
  kind: 'Zahlung',
  beneficiary: 'Empfänger',
  amount: 'Betrag',
  currency: 'Währung',
  reference: 'Verwendungszweck',
  actions: 'Aktionen',
};
