/** Meldungen der Massenimport-Seiten auf Deutsch. */
export default {
  imports: {
    form: {
      bank_account: 'Bankkonto',
      upload_label: 'Laden Sie Ihre Datei hier hoch. (Nur xlsx-Dateien sind erlaubt)',
      choose_file: 'xlsx-Datei wählen',
      template: 'Vorlage herunterladen',
      preview: 'Absenden',
      create: 'Import erstellen',
      transactions: 'Transaktionen',
      total_amount: 'Gesamtbetrag',
      total_amount_with_fee: 'Gesamtbetrag mit Gebühr',
      failed_rows: '%{count} Zeilen mit Fehlern werden nicht importiert',
      payees: '%{count} Empfänger',
      truncated: 'Nur die ersten 1.000 Zeilen werden angezeigt; die ganze Datei wird geprüft.',
      unreadable: 'Die Datei kann nicht angezeigt werden. Der Server kann sie trotzdem prüfen.',
    },
    messages: {
      created: 'Die Verarbeitung beginnt in Kürze',
      done_title: 'Importauftrag #%{id} erfolgreich abgeschlossen!',
      done_text: 'Die Ergebnisse finden Sie auf der Seite der ausstehenden Transaktionen.',
      pending_link: 'Ausstehende Transaktionen',
      errors_title: 'Importauftrag #%{id} mit Fehlern abgeschlossen',
      errors_text: 'Die fehlerhaften Zeilen wurden nicht importiert. Die Fehlerdatei wurde heruntergeladen.',
      failed_title: 'Importauftrag #%{id} fehlgeschlagen',
      failed_text: 'Bitte wenden Sie sich an den Support.',
    },
    statuses: { QUEUE: 'In Warteschlange', PROCESSING: 'In Bearbeitung', DONE: 'Fertig', ERROR: 'Fehler' },
    columns: {
      id: 'ID', file_name: 'Datei', bank_account: 'Bankkonto', user: 'Benutzer', status: 'Status',
      success: 'Importiert (Anzahl · Betrag)', failed: 'Fehlgeschlagen (Anzahl · Betrag)', created_at: 'Erstellt', actions: 'Aktionen',
    },
    empty: 'Noch keine Importe.',
    download_errors: 'Fehler herunterladen',
    download_original: 'Originaldatei',
    export: { currency: 'Währung', success_count: 'Importierte Zeilen', success_amount: 'Importierter Betrag', success_amount_with_fee: 'Importierter Betrag mit Gebühren', failed_count: 'Fehlgeschlagene Zeilen', failed_amount: 'Fehlgeschlagener Betrag' },
  },
};
