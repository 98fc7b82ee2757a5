/** Messages of the approvals inbox and the approval rules (issue 40) in German. */
export default {
  approvals: {
    title: 'Freigaben',
    empty: 'Keine Zahlung wartet auf Freigabe.',
    selected: '%{smart_count} Zahlung |||| %{smart_count} Zahlungen',
    approve: 'Freigeben (%{smart_count})',
    reject: 'Ablehnen (%{smart_count})',
    approve_title: 'Zahlungen freigeben',
    reject_title: 'Zahlungen ablehnen',
    approve_confirm: 'Die ausgewählte Zahlung freigeben? |||| Die %{smart_count} ausgewählten Zahlungen freigeben?',
    reject_confirm: 'Die ausgewählte Zahlung ablehnen? Der reservierte Betrag wird freigegeben. |||| Die %{smart_count} ausgewählten Zahlungen ablehnen? Die reservierten Beträge werden freigegeben.',
    reason: 'Grund',
    approved: 'Freigabe erfasst. |||| %{smart_count} Freigaben erfasst.',
    rejected: 'Zahlung abgelehnt. |||| %{smart_count} Zahlungen abgelehnt.',
    statuses: {
      awaiting: 'Wartet auf Freigabe',
      approved: 'Freigegeben',
      rejected: 'Abgelehnt',
      expired: 'Abgelaufen',
      withdrawn: 'Zurückgezogen',
    },
    rules: {
      title: 'Freigaberegeln',
      create: 'Regel hinzufügen',
      edit: 'Freigaberegel',
      save: 'Speichern',
      back: 'Zurück zu den Regeln',
      empty: 'Keine Freigaberegel: Zahlungen gehen mit dem Code eines Managers hinaus.',
      every_currency: 'Jede Währung (Wert in EUR)',
      currency_help: 'Eine Regel für jede Währung vergleicht den Wert der Zahlung in EUR.',
      threshold_help: 'Zahlungen ab diesem Betrag brauchen eine Freigabe.',
      one: '1 Freigabe durch einen anderen Manager',
      two: '2 Freigaben durch andere Manager',
      bases: {
        total: 'Import: Summe des Stapels',
        largest_row: 'Import: größte Zeile',
      },
      created: 'Freigaberegel hinzugefügt.',
      updated: 'Freigaberegel geändert.',
      deleted: 'Freigaberegel entfernt.',
      delete: 'Regel entfernen',
      delete_title: 'Freigaberegel entfernen',
      delete_confirm: 'Die Regel ab %{name} entfernen? Bereits zurückgehaltene Zahlungen warten weiter auf ihre Freigaben.',
      not_found: 'Diese Freigaberegel existiert nicht.',
    },
    show_title: 'Zurückgehaltene Zahlung',
    show: {
      rule: 'Regel',
      rule_text: 'ab %{threshold}: %{approvals}',
      decided_by: 'Entschieden von',
      not_yours: 'Sie haben diese Zahlung beantragt oder bereits freigegeben: Ein anderer Manager entscheidet.',
      open_payment: 'Zahlung öffnen',
      back: 'Zurück zu den Freigaben',
      not_found: 'Diese zurückgehaltene Zahlung gibt es nicht.',
    },
    settings: {
      title: 'Ablauf',
      expiry_days: 'Tage für die Freigabe',
      expiry_help: 'Eine zurückgehaltene Zahlung, die nicht innerhalb dieser Tage freigegeben wird, läuft ab und wird freigegeben.',
      save: 'Speichern',
      saved: 'Freigabeeinstellungen gespeichert.',
    },
  },
};

/** The fields of the approvals resource. */
export const approvalFields = {
  reference: 'Referenz',
  type: 'Art',
  beneficiary: 'Empfänger',
  requested_by: 'Angefragt von',
  requested_at: 'Angefragt am',
  total: 'Gesamtbetrag',
  approvals: 'Freigaben',
  expires_at: 'Läuft ab',
  status: 'Status',
  reason: 'Grund',
  currency: 'Währung',
};

/** The fields of the approval-rules resource. */
export const approvalRuleFields = {
  currency: 'Währung',
  threshold: 'Ab Betrag',
  approvals_required: 'Benötigte Freigaben',
  import_basis: 'Importe gemessen an',
  actions: 'Aktionen',
};
