import type { Strings } from '../../strings';
import type en from './en';

export default {
  crypto: {
    read_only: 'Nur-Lese-Benutzer können diese Seite ansehen; nur Manager können Krypto kaufen, verkaufen, abheben oder empfangen.',
    no_accounts: 'Keines Ihrer Konten kann hier verwendet werden.',
    networks: { bitcoin: 'Bitcoin', ethereum: 'Ethereum', tron: 'Tron' },
    fields: {
      buy_from: 'Zahlen von', buy_to: 'Krypto empfangen auf', sell_from: 'Verkaufen von', sell_to: 'Geld empfangen auf',
      amount_paid: 'Sie zahlen', amount_received: 'Sie erhalten', network: 'Netzwerk', withdraw_from: 'Von Konto',
      wallet_id: 'Wallet', amount: 'Betrag', is_crypto_auto_sell: 'Bei Eingang automatisch verkaufen',
      receive_crypto: 'Krypto-Konto', receive_fiat: 'Konto für den Erlös', fiat_amount: 'Geschätzter Erlös',
    },
    submit: { buy: 'Kaufen', sell: 'Verkaufen', withdraw: 'Abheben', receive: 'Einzahlungsadresse anfordern' },
    wallets: {
      title: 'Gespeicherte Wallets', search: 'Nach Name oder Adresse suchen', name: 'Name', currency: 'Währung', network: 'Netzwerk', address: 'Adresse',
      any: 'Alle', created_at: 'Gespeichert', actions: 'Aktionen',
      use: 'Verwenden', empty: 'Keine gespeicherten Wallets.', none_for_account: 'Kein gespeichertes Wallet für diese Währung und dieses Netzwerk: fügen Sie unten eines hinzu.',
      add: 'Wallet hinzufügen', created: 'Wallet %{name} wurde erfolgreich angelegt', removed: 'Wallet erfolgreich entfernt',
      delete: 'Löschen', delete_named: 'Wallet %{name} löschen', delete_title: 'Wallet löschen',
      delete_confirm: 'Möchten Sie dieses Wallet wirklich löschen?', yes: 'Ja', no: 'Nein',
    },
    deposit: {
      title: 'Einzahlungsadresse',
      send: 'Senden Sie %{amount} %{currency} im %{network}-Netzwerk an diese Adresse.',
      address: 'Adresse', uri: 'Zahlungs-URI', copy: 'Kopieren', copy_named: '%{name} kopieren', copied: 'In die Zwischenablage kopiert',
      copy_failed: 'Kopieren nicht möglich: Markieren und kopieren Sie den Text selbst.', qr: 'QR-Code der Zahlungs-URI',
      announce: 'Ich habe gesendet', again: 'Neue Einzahlung',
      auto_sell_note: 'Die Schätzung verwendet den aktuellen Kurs. Sobald das Netzwerk die Einzahlung bestätigt, wird sie zum Kurs dieses Moments verkauft; die Umtauschgebühr wird von der Einzahlung abgezogen.',
    },
  },
} satisfies Strings<typeof en>;
