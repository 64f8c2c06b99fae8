import { CONSENT_STORAGE_KEY, CONSENT_VALIDITY_DAYS } from "~/features/consent/consent";
import { FAVOURITES_STORAGE_KEY } from "~/features/favourites/list";
import { PRIVACY_VIDEO_ANCHOR } from "./anchors";
import { type LegalSection, lines, list, paragraph } from "./legal-document";
import { INSIGHTS_KEPT_YEARS, INSIGHTS_SECTION_HEADING, LOG_RETENTION_DAYS, address, german } from "./privacy-facts";

/** The German privacy policy (DSGVO); the Spanish one has the same shape (privacy-texts-es.ts). */
export const privacyDe = {
  title: "Datenschutzerklärung",
  dateLine: "Stand: {date}",
  sections: [
    {
      heading: "Verantwortlicher",
      blocks: [
        lines(german.legalName, ...address(german)),
        { kind: "contact", email: german.email, phone: german.phone, labels: { email: "E-Mail", phone: "Telefon" } },
        paragraph(
          "Eine Datenschutzbeauftragte oder einen Datenschutzbeauftragten haben wir nicht benannt, weil wir dazu gesetzlich nicht verpflichtet sind. Bei allen Fragen zum Datenschutz erreichst du uns unter der oben genannten E-Mail-Adresse.",
        ),
      ],
    },
    {
      heading: "Das Wichtigste in Kürze",
      blocks: [
        paragraph(
          "Wir verarbeiten personenbezogene Daten nur, soweit das für den Betrieb dieser Website und unsere Vereinsarbeit nötig ist. Wir verkaufen keine Daten, zeigen keine Werbung und setzen keine Cookies zu Analyse- oder Werbezwecken.",
        ),
        paragraph(
          "Ohne deine Einwilligung stellt dein Browser keine Verbindung zu Drittanbietern her: Seiten, Schriftarten, Bilder und Skripte kommen ausschließlich von unserem eigenen Server.",
        ),
      ],
    },
    {
      id: "server-logs",
      heading: "Hosting und Server-Logdateien",
      blocks: [
        paragraph(
          "Diese Website läuft auf einem Server eines Hosting-Dienstleisters in der EU. Bei jedem Aufruf verarbeitet der Server automatisch:",
        ),
        list(
          "deine IP-Adresse,",
          "Datum und Uhrzeit des Aufrufs,",
          "die aufgerufene Adresse (URL) und den Statuscode der Antwort,",
          "Browser und Betriebssystem (User-Agent).",
        ),
        paragraph(
          `Zweck ist ein sicherer und stabiler Betrieb: Fehler finden, Angriffe abwehren und Formulare vor massenhaftem Missbrauch schützen. Dazu zählt der Server kurzzeitig im Arbeitsspeicher, wie oft von einer IP-Adresse Formulare abgeschickt werden. Rechtsgrundlage ist unser berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO). Logdateien löschen wir nach ${LOG_RETENTION_DAYS} Tagen, sofern wir sie nicht zur Aufklärung eines konkreten Sicherheitsvorfalls länger brauchen.`,
        ),
        paragraph("Mit dem Hosting-Dienstleister haben wir einen Vertrag zur Auftragsverarbeitung geschlossen (Art. 28 DSGVO)."),
      ],
    },
    {
      id: "formulare",
      heading: "Formulare: Anfragen, Bewerbungen und Mitgliedsanträge",
      blocks: [
        paragraph(
          "Wenn du uns über ein Formular schreibst – Adoptions- oder Kontaktanfrage, Bewerbung als Pflegestelle, Patenschafts- oder Spendenanfrage, Mitgliedsantrag –, verarbeiten wir die Angaben, die du dort machst. Das sind je nach Formular zum Beispiel Name, E-Mail-Adresse, Telefonnummer, Anschrift, Angaben zu Wohnsituation und Hundeerfahrung und deine Nachricht, beim Mitgliedsantrag außerdem Anrede, Geburtsdatum, Eintrittsdatum, Zahlungsweise und freiwillig dein Facebook-Name.",
        ),
        paragraph(
          "Deine Angaben werden in der Datenbank auf unserem Server gespeichert und als E-Mail an das Postfach des Vereins geschickt. Damit keine Anfrage verloren geht, legen wir die E-Mail zusammen mit der Anfrage in einem Postausgang in derselben Datenbank ab; von dort wird sie über unseren E-Mail-Dienstleister zugestellt, und fehlgeschlagene Zustellungen werden automatisch wiederholt.",
        ),
        paragraph(
          "Nach dem Absenden bekommst du eine Eingangsbestätigung an die angegebene E-Mail-Adresse: was du uns geschickt hast, wie es weitergeht und wie du uns erreichst. Sie geht über denselben Postausgang; an dieselbe Adresse schicken wir höchstens drei Bestätigungen in der Stunde, damit niemand das Formular benutzen kann, um fremde Postfächer zu füllen. Dafür zählen wir die Bestätigungen eine Stunde lang unter einem Hashwert der Adresse, nicht unter der Adresse selbst.",
        ),
        paragraph(
          "Ein für Menschen unsichtbares Feld hilft uns, automatische Spam-Einsendungen zu erkennen. Deine Zustimmung zur Datenschutzerklärung im Formular wird nicht mitgeschickt.",
        ),
        paragraph(
          "Rechtsgrundlage ist die Anbahnung und Durchführung einer Adoption, Pflegestelle, Patenschaft oder Mitgliedschaft (Art. 6 Abs. 1 lit. b DSGVO), bei allgemeinen Anfragen unser berechtigtes Interesse, dir zu antworten (Art. 6 Abs. 1 lit. f DSGVO).",
        ),
        paragraph(
          "Erledigte Anfragen löschen wir spätestens nach 12 Monaten. Daten zu Adoptionen, Patenschaften und Mitgliedschaften bewahren wir für die Dauer der Beziehung auf und darüber hinaus, solange gesetzliche Aufbewahrungspflichten es verlangen (steuerrechtlich bis zu 10 Jahre).",
        ),
      ],
    },
    {
      id: "hunde-benachrichtigung",
      heading: "Benachrichtigung über neue Hunde",
      blocks: [
        paragraph(
          "Auf der Hundeliste kannst du dich für E-Mails über neue Hunde anmelden. Wir speichern dafür deine E-Mail-Adresse, die Auswahl (Art und Ort der Hunde), die Sprache und Adresse der Website, auf der du dich angemeldet hast, sowie Zeitpunkt und genauen Wortlaut deiner Einwilligung.",
        ),
        paragraph(
          "Die Anmeldung gilt erst, wenn du den Link in unserer Bestätigungs-E-Mail öffnest und dort bestätigst (Double-Opt-in); vorher schicken wir dir nichts anderes. Nicht bestätigte Anmeldungen löschen wir nach 48 Stunden. Danach bekommst du höchstens eine E-Mail am Tag, wenn neue Hunde zu deiner Auswahl dazukommen.",
        ),
        paragraph(
          "Jede dieser E-Mails enthält einen Link zum Abbestellen; ein Klick genügt, und wir löschen deine Anmeldung. Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit widerrufen kannst.",
        ),
      ],
    },
    {
      id: "einwilligung",
      heading: "Cookie-Hinweis und deine Entscheidung",
      blocks: [
        paragraph(
          `Deine Entscheidung im Cookie-Hinweis speichern wir ausschließlich in deinem Browser (Local Storage) unter dem Schlüssel „${CONSENT_STORAGE_KEY}“: ob du Analysen zustimmst, wann du entschieden hast und wann die Entscheidung abläuft. Nach ${CONSENT_VALIDITY_DAYS} Tagen fragen wir erneut. Dieser Eintrag wird nicht an uns übertragen.`,
        ),
        paragraph(
          `Die Hunde, die du mit dem Herz auf deine Merkliste setzt, speichern wir ebenfalls nur in deinem Browser (Local Storage, Schlüssel „${FAVOURITES_STORAGE_KEY}“): kein Cookie, kein Eintrag bei uns. Teilst du den Link deiner Merkliste, enthält er nur die Kennungen der Hunde.`,
        ),
        paragraph(
          "Analyse-Dienste Dritter werden erst geladen, nachdem du zugestimmt hast; vorher findet keine Verbindung zu Drittanbietern statt. Derzeit ist kein solcher Dienst eingebunden (unsere eigene Besuchsstatistik ohne Cookies beschreibt der nächste Abschnitt). Willst du deine Entscheidung ändern, lösche die Website-Daten in deinem Browser – dann erscheint der Hinweis erneut.",
        ),
        paragraph(
          "Rechtsgrundlage für das Speichern deiner Entscheidung ist § 25 Abs. 2 Nr. 2 TDDDG in Verbindung mit Art. 6 Abs. 1 lit. c DSGVO (Nachweis der Einwilligung), für eine spätere Analyse deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO).",
        ),
      ],
    },
    {
      heading: INSIGHTS_SECTION_HEADING.de,
      blocks: [
        paragraph(
          "Damit wir wissen, welche Hunde gesehen und welche angefragt werden, zählt unser eigener Server, wie oft jede Seite und jeder Hund aufgerufen wird, von welcher Website Besucher*innen kommen (nur deren Adresse, nie die Seite) und wie viele verschiedene Besucher*innen an einem Tag da waren. Für Letzteres bildet der Server aus deiner IP-Adresse, der Angabe deines Browsers (User-Agent), der Adresse unserer Website und einem Zufallswert des Tages einen Hashwert. Deine IP-Adresse und dein User-Agent werden dafür nicht gespeichert, der Hashwert nur bis zum Ende des Tages: Am nächsten Tag löschen wir ihn und den Zufallswert, danach lässt sich kein Besuch mehr einem Browser zuordnen, auch nicht über mehrere Tage.",
        ),
        paragraph(
          "Ein kleines Skript unserer Website zählt außerdem, wie oft ein Hund auf die Merkliste gesetzt, geteilt oder sein Aushang gedruckt wurde und welche Suchen in der Hundeliste nichts gefunden haben, ohne Angaben zu dir. Hast du im Cookie-Hinweis Analysen abgelehnt, sendet es nichts.",
        ),
        paragraph(
          `Dafür werden keine Cookies gesetzt, nichts in deinem Browser gespeichert und keine Daten an Dritte übermittelt. Sendet dein Browser „Do Not Track“ oder „Global Privacy Control“, zählen wir deinen Besuch gar nicht. Es bleiben nur Tagessummen (etwa „Seite /hunde: 120 Aufrufe, 80 Besucher*innen“), die wir nach ${INSIGHTS_KEPT_YEARS} Jahren löschen.`,
        ),
        paragraph(
          "Weil nichts auf deinem Gerät gespeichert wird, nichts an Dritte geht und keine personenbezogenen Daten übrig bleiben, braucht diese Zählung keine Einwilligung. Rechtsgrundlage für die kurze Verarbeitung deiner IP-Adresse bis zum Hashwert ist unser berechtigtes Interesse, zu erfahren, welche Hunde mehr Aufmerksamkeit brauchen (Art. 6 Abs. 1 lit. f DSGVO).",
        ),
      ],
    },
    {
      id: "hundefotos",
      heading: "Fotos unserer Hunde",
      blocks: [
        paragraph(
          "Unsere Hunde und ihre Fotos verwalten wir in der Tiervermittlungssoftware eines externen Anbieters. Unser Server ruft die Hundeliste und die Bilder dort ab, speichert sie zwischen und liefert sie selbst an deinen Browser aus. Dein Browser verbindet sich dabei nur mit unserem Server; Daten über dich werden an den Anbieter nicht übermittelt.",
        ),
      ],
    },
    {
      id: PRIVACY_VIDEO_ANCHOR,
      heading: "Videos von YouTube",
      blocks: [
        paragraph(
          "Auf der Seite „Finca Chaos“ zeigen wir Videos von YouTube im erweiterten Datenschutzmodus (youtube-nocookie.com). Bevor du ein Video anklickst, wird nichts von YouTube geladen; du siehst nur ein Vorschaubild von unserem Server.",
        ),
        paragraph(
          "Erst mit deinem Klick lädt dein Browser den Player von Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland. Google erhält dabei unter anderem deine IP-Adresse und Angaben zu deinem Browser; eine Übermittlung an Google LLC in den USA ist möglich, die nach dem EU-US Data Privacy Framework zertifiziert ist. Rechtsgrundlage ist deine Einwilligung durch den Klick (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG).",
        ),
      ],
    },
    {
      heading: "Links zu anderen Diensten",
      blocks: [
        paragraph(
          "PayPal, Teaming, Facebook, Instagram, WhatsApp und Vermittlungsportale binden wir nur als einfache Links ein. Erst wenn du einen solchen Link anklickst, verlässt du unsere Website; ab dann gilt die Datenschutzerklärung des jeweiligen Anbieters.",
        ),
      ],
    },
    {
      heading: "Empfänger deiner Daten",
      blocks: [
        paragraph(
          "Deine Angaben sehen nur die Vereinsmitglieder, die deine Anfrage bearbeiten, sowie unsere Auftragsverarbeiter für Hosting und E-Mail-Versand. Wir geben deine Daten nicht zu Werbezwecken weiter.",
        ),
      ],
    },
    {
      heading: "Deine Rechte",
      blocks: [
        paragraph("Du hast jederzeit das Recht auf"),
        list(
          "Auskunft über deine gespeicherten Daten (Art. 15 DSGVO),",
          "Berichtigung (Art. 16 DSGVO),",
          "Löschung (Art. 17 DSGVO),",
          "Einschränkung der Verarbeitung (Art. 18 DSGVO),",
          "Datenübertragbarkeit (Art. 20 DSGVO),",
          "Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO),",
          "Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).",
        ),
        paragraph(
          "Außerdem kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren, zum Beispiel beim Unabhängigen Landeszentrum für Datenschutz Schleswig-Holstein (ULD), Holstenstraße 98, 24103 Kiel.",
        ),
      ],
    },
    {
      heading: "Datensicherheit",
      blocks: [
        paragraph(
          "Die Verbindung zu dieser Website ist verschlüsselt (HTTPS). Zugriff auf die Datenbank haben nur die Personen, die ihn für die Vereinsarbeit brauchen.",
        ),
      ],
    },
    {
      heading: "Änderungen",
      blocks: [
        paragraph(
          "Wir passen diese Datenschutzerklärung an, wenn sich unsere Website oder die Rechtslage ändert. Es gilt die hier veröffentlichte Fassung.",
        ),
      ],
    },
  ] as LegalSection[],
};

export type PrivacyTexts = typeof privacyDe;
