import type { ReaderTexts } from './types';

const de: ReaderTexts = {
  columns: {
    date: 'Datum', id: 'ID', type: 'Art', bank_account: 'Konto', from_account: 'Von Konto', to_account: 'An Konto', remitter: 'Auftraggeber',
    beneficiary: 'Empfänger', status: 'Status', amount: 'Betrag', fee: 'Gebühr', currency: 'Währung', balance: 'Saldo', reference: 'Referenz',
    fee_description: 'Gebührenart', ref_message: 'Verwendungszweck',
  },
  dated: 'Datum (%{zone})',
  types: {
    withdrawal: 'Auszahlung', crypto: 'Krypto', import: 'Import', transfer: 'Umbuchung', exchange: 'Währungstausch', convert: 'Umrechnung', card: 'Karte',
    buy_crypto: 'Kryptokauf', withdraw_crypto: 'Krypto-Auszahlung', receive_crypto: 'Krypto-Eingang', deposit: 'Einzahlung',
  },
  statuses: { pending: 'Ausstehend', admin_action_require: 'Wartet auf Freigabe', approved: 'Abgeschlossen', denied: 'Abgelehnt', rejected: 'Zurückgewiesen', failed: 'Fehlgeschlagen', awaiting_approval: 'Wartet auf Freigabe des Unternehmens' },
  fees: { transfer: 'Überweisungsgebühr', exchange: 'Umtauschgebühr', by_amount: 'nach Betrag' },
  statement: {
    title: 'Kontoauszug', account: 'Konto', period: 'Zeitraum', all_time: 'Gesamter Zeitraum', opening: 'Anfangssaldo', closing: 'Endsaldo',
    created: 'Erstellt am %{date}', page: 'Seite %{page} von %{pages}', none: 'Keine Transaktionen in diesem Zeitraum.', counterparty: 'Gegenpartei',
  },
};

export default de;
