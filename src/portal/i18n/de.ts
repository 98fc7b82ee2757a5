import type { TranslationMessages } from 'react-admin';
import type { AppMessages } from './en';
import brand from './features/brand/de';
import money from './features/money/de';
import payments from './features/payments/de';
import reporting from './features/reporting/de';
import imports from './features/imports/de';
import users from './features/users/de';
import companies from './features/companies/de';
import system from './features/system/de';
import support from './features/support/de';
import timeline from './features/timeline/de';
import compliance from './features/compliance/de';
import whiteLabel from './features/whiteLabel/de';
import announcements from './features/announcements/de';
import pages from './features/pages/de';
import shell from './features/shell/de';
import crypto from './features/crypto/de';
import affiliates from './features/affiliates/de';
import portals from './features/portals/de';
import products from './features/products/de';
import signins from './features/signins/de';
import psp from './features/psp/de';
import settings from './features/settings/de';
import express from './features/express/de';
import approvals from './features/approvals/de';
import secondFactors from './features/secondFactors/de';
import connect from './features/connect/de';
import schedules from './features/schedules/de';
import templates from './features/templates/de';
import resources from './resources/de';
import serverText, { fields as serverFields, words as serverWords } from './serverText/de';
import { serverMessages } from './serverText/messages';

// No ra-language-german exists for react-admin 5: these follow the keys of ra-language-english.
const ra = {
  action: {
    add_filter: 'Filter hinzufügen',
    add: 'Hinzufügen',
    back: 'Zurück',
    bulk_actions: '1 Element ausgewählt |||| %{smart_count} Elemente ausgewählt',
    cancel: 'Abbrechen',
    clear_array_input: 'Liste leeren',
    clear_input_value: 'Wert löschen',
    clone: 'Duplizieren',
    confirm: 'Bestätigen',
    create: 'Erstellen',
    create_item: '%{item} erstellen',
    delete: 'Löschen',
    edit: 'Bearbeiten',
    export: 'Exportieren',
    list: 'Liste',
    refresh: 'Aktualisieren',
    remove_filter: 'Diesen Filter entfernen',
    remove_all_filters: 'Alle Filter entfernen',
    remove: 'Entfernen',
    reset: 'Zurücksetzen',
    save: 'Speichern',
    search: 'Suchen',
    search_columns: 'Spalten suchen',
    select_all: 'Alle auswählen',
    select_all_button: 'Alle auswählen',
    select_row: 'Diese Zeile auswählen',
    show: 'Anzeigen',
    sort: 'Sortieren',
    undo: 'Rückgängig',
    unselect: 'Auswahl aufheben',
    expand: 'Aufklappen',
    close: 'Schließen',
    open_menu: 'Menü öffnen',
    close_menu: 'Menü schließen',
    update: 'Aktualisieren',
    move_up: 'Nach oben',
    move_down: 'Nach unten',
    open: 'Öffnen',
    toggle_theme: 'Hell/Dunkel umschalten',
    select_columns: 'Spalten',
    update_application: 'Anwendung neu laden',
  },
  boolean: {
    true: 'Ja',
    false: 'Nein',
    null: ' ',
  },
  page: {
    create: '%{name} erstellen',
    dashboard: 'Übersicht',
    edit: '%{name} %{recordRepresentation}',
    error: 'Etwas ist schiefgelaufen',
    list: '%{name}',
    loading: 'Wird geladen',
    not_found: 'Nicht gefunden',
    show: '%{name} %{recordRepresentation}',
    empty: 'Noch keine %{name} vorhanden.',
    invite: 'Möchten Sie einen Eintrag hinzufügen?',
    access_denied: 'Zugriff verweigert',
    authentication_error: 'Authentifizierungsfehler',
  },
  input: {
    file: {
      upload_several: 'Dateien hierher ziehen oder klicken, um eine auszuwählen.',
      upload_single: 'Eine Datei hierher ziehen oder klicken, um sie auszuwählen.',
    },
    image: {
      upload_several: 'Bilder hierher ziehen oder klicken, um eines auszuwählen.',
      upload_single: 'Ein Bild hierher ziehen oder klicken, um es auszuwählen.',
    },
    references: {
      all_missing: 'Die referenzierten Daten wurden nicht gefunden.',
      many_missing: 'Mindestens eine der zugehörigen Referenzen scheint nicht mehr verfügbar zu sein.',
      single_missing: 'Die zugehörige Referenz scheint nicht mehr verfügbar zu sein.',
    },
    password: {
      toggle_visible: 'Passwort verbergen',
      toggle_hidden: 'Passwort anzeigen',
    },
  },
  message: {
    about: 'Über',
    access_denied: 'Sie haben nicht die nötigen Rechte für diese Seite',
    are_you_sure: 'Sind Sie sicher?',
    authentication_error: 'Der Authentifizierungsserver hat einen Fehler gemeldet; Ihre Zugangsdaten konnten nicht geprüft werden.',
    auth_error: 'Beim Prüfen des Authentifizierungstokens ist ein Fehler aufgetreten.',
    bulk_delete_content: 'Möchten Sie %{name} wirklich löschen? |||| Möchten Sie diese %{smart_count} Elemente wirklich löschen?',
    bulk_delete_title: '%{name} löschen |||| %{smart_count} %{name} löschen',
    bulk_update_content:
      'Möchten Sie %{name} %{recordRepresentation} wirklich aktualisieren? |||| Möchten Sie diese %{smart_count} Elemente wirklich aktualisieren?',
    bulk_update_title: '%{name} %{recordRepresentation} aktualisieren |||| %{smart_count} %{name} aktualisieren',
    clear_array_input: 'Möchten Sie wirklich die ganze Liste leeren?',
    delete_content: 'Möchten Sie %{name} wirklich löschen?',
    delete_title: '%{name} %{recordRepresentation} löschen',
    details: 'Details',
    error: 'Ein Fehler im Client ist aufgetreten; Ihre Anfrage konnte nicht abgeschlossen werden.',
    invalid_form: 'Das Formular ist ungültig. Bitte prüfen Sie die Fehler',
    loading: 'Bitte warten',
    no: 'Nein',
    not_found: 'Entweder haben Sie eine falsche URL eingegeben oder einen fehlerhaften Link verwendet.',
    select_all_limit_reached: 'Es gibt zu viele Elemente, um alle auszuwählen. Nur die ersten %{max} Elemente wurden ausgewählt.',
    unsaved_changes: 'Einige Ihrer Änderungen wurden nicht gespeichert. Möchten Sie sie wirklich verwerfen?',
    yes: 'Ja',
    placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
  },
  navigation: {
    clear_filters: 'Filter zurücksetzen',
    no_filtered_results: 'Keine %{name} mit den aktuellen Filtern gefunden.',
    no_results: 'Keine %{name} gefunden',
    no_more_results: 'Die Seite %{page} liegt außerhalb des Bereichs. Versuchen Sie die vorherige Seite.',
    page_out_of_boundaries: 'Seite %{page} liegt außerhalb des Bereichs',
    page_out_from_end: 'Nach der letzten Seite geht es nicht weiter',
    page_out_from_begin: 'Vor Seite 1 geht es nicht weiter',
    page_range_info: '%{offsetBegin}–%{offsetEnd} von %{total}',
    partial_page_range_info: '%{offsetBegin}–%{offsetEnd} von mehr als %{offsetEnd}',
    current_page: 'Seite %{page}',
    page: 'Zu Seite %{page}',
    first: 'Zur ersten Seite',
    last: 'Zur letzten Seite',
    next: 'Zur nächsten Seite',
    previous: 'Zur vorherigen Seite',
    page_rows_per_page: 'Zeilen pro Seite:',
    skip_nav: 'Zum Inhalt springen',
  },
  sort: {
    sort_by: 'Sortieren nach %{field_lower_first} %{order}',
    ASC: 'aufsteigend',
    DESC: 'absteigend',
  },
  auth: {
    auth_check_error: 'Bitte melden Sie sich an, um fortzufahren',
    user_menu: 'Profil',
    username: 'Benutzername',
    password: 'Passwort',
    email: 'E-Mail',
    sign_in: 'Anmelden',
    sign_in_error: 'Anmeldung fehlgeschlagen, bitte erneut versuchen',
    logout: 'Abmelden',
  },
  notification: {
    updated: 'Element aktualisiert |||| %{smart_count} Elemente aktualisiert',
    created: 'Element erstellt',
    deleted: 'Element gelöscht |||| %{smart_count} Elemente gelöscht',
    bad_item: 'Fehlerhaftes Element',
    item_doesnt_exist: 'Das Element existiert nicht',
    http_error: 'Fehler bei der Kommunikation mit dem Server',
    data_provider_error: 'dataProvider-Fehler. Details stehen in der Konsole.',
    i18n_error: 'Die Übersetzungen für die gewählte Sprache konnten nicht geladen werden',
    canceled: 'Aktion abgebrochen',
    logged_out: 'Ihre Sitzung ist beendet, bitte melden Sie sich erneut an.',
    not_authorized: 'Sie sind nicht berechtigt, auf diese Ressource zuzugreifen.',
    application_update_available: 'Eine neue Version ist verfügbar.',
    offline: 'Keine Verbindung. Die Daten konnten nicht abgerufen werden.',
  },
  validation: {
    required: 'Pflichtfeld',
    minLength: 'Mindestens %{min} Zeichen',
    maxLength: 'Höchstens %{max} Zeichen',
    minValue: 'Mindestens %{min}',
    maxValue: 'Höchstens %{max}',
    number: 'Muss eine Zahl sein',
    email: 'Muss eine gültige E-Mail-Adresse sein',
    oneOf: 'Muss einer dieser Werte sein: %{options}',
    regex: 'Muss einem bestimmten Format entsprechen (regexp): %{pattern}',
    unique: 'Muss eindeutig sein',
  },
  saved_queries: {
    label: 'Gespeicherte Abfragen',
    query_name: 'Name der Abfrage',
    new_label: 'Aktuelle Abfrage speichern...',
    new_dialog_title: 'Aktuelle Abfrage speichern als',
    remove_label: 'Gespeicherte Abfrage entfernen',
    remove_label_with_name: 'Abfrage „%{name}“ entfernen',
    remove_dialog_title: 'Gespeicherte Abfrage entfernen?',
    remove_message: 'Möchten Sie diesen Eintrag wirklich aus Ihren gespeicherten Abfragen entfernen?',
    help: 'Liste filtern und diese Abfrage für später speichern',
  },
  guesser: {
    empty: {
      title: 'Keine Daten zum Anzeigen',
      message: 'Bitte prüfen Sie Ihren Datenanbieter',
    },
  },
  configurable: {
    customize: 'Anpassen',
    configureMode: 'Diese Seite konfigurieren',
    inspector: {
      title: 'Inspektor',
      content: 'Fahren Sie über die Elemente der Oberfläche, um sie zu konfigurieren',
      reset: 'Einstellungen zurücksetzen',
      hideAll: 'Alle ausblenden',
      showAll: 'Alle einblenden',
    },
    Datagrid: {
      title: 'Tabelle',
      unlabeled: 'Unbenannte Spalte #%{column}',
    },
    SimpleForm: {
      title: 'Formular',
      unlabeled: 'Unbenanntes Feld #%{input}',
    },
    SimpleList: {
      title: 'Liste',
      primaryText: 'Haupttext',
      secondaryText: 'Zweiter Text',
      tertiaryText: 'Dritter Text',
    },
  },
};

const core = {
  name: 'Kontor',
  tagline: 'Bank- und Zahlungsdienste',
  auth: {
    title: 'Melden Sie sich bei Ihrem Konto an',
    email: 'E-Mail',
    password: 'Passwort',
    sign_in: 'Anmelden',
  },
  two_factor: {
    title: 'Bestätigen Sie Ihre Aktion',
    text: 'Geben Sie den Code aus Ihrer Zwei-Faktor-Authentifizierungs-App ein',
    label: 'Authentifizierungscode',
    digit: 'Ziffer %{position} von %{count}',
    accepted: 'Code akzeptiert. Überprüfung läuft...',
    cancel: 'Abbrechen',
    amount: 'Betrag',
    with_fee: '%{total} (%{amount} + %{fee} Gebühr)',
    payee: 'Empfänger',
    exchange: 'Umtausch',
    exchange_sides: '%{paid} gegen %{received} zu 1 %{sell} = %{rate} %{buy}',
  },
  session: {
    expiring_title: 'Ihre Sitzung läuft bald ab',
    expiring_text: 'Sie werden in %{smart_count} Sekunde abgemeldet. |||| Sie werden in %{smart_count} Sekunden abgemeldet.',
    stay: 'Angemeldet bleiben',
    logout: 'Abmelden',
  },
  dashboard: {
    accounts: 'Konten',
    account: 'Konto',
    admin_title: 'Admin-Übersicht',
    manager_title: 'Übersicht',
    welcome: 'Willkommen, %{name}',
    placeholder: 'Hier erscheint Ihre Übersicht.',
  },
  error: {
    server: 'Serverfehler, bitte versuchen Sie es später erneut',
    ok: 'Alles klar!',
    unknown: 'Unbekannter Fehler',
    unauthorized: 'Nicht autorisiert',
    unexpected: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut',
    maintenance: 'Wartungsmodus',
    remote_portal: 'Das entfernte Portal ist nicht erreichbar. Bitte versuchen Sie es später erneut',
    not_implemented: 'Dieser Teil des Portals ist noch nicht verfügbar.',
  },
};

const app = { ...core, ...affiliates, ...portals, ...shell, ...pages, ...brand, ...money, ...payments, ...reporting, ...imports, ...users, ...companies, ...system, ...support, ...announcements, ...timeline, ...compliance, ...crypto, ...whiteLabel, ...products, ...signins, ...psp, ...settings, ...express, ...approvals, ...secondFactors, ...connect, ...schedules, ...templates };

const de = { ra, app, resources, server: serverMessages('de', serverText, serverFields, serverWords) } satisfies TranslationMessages;

export default de;
