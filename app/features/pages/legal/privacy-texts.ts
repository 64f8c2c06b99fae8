import { siteConfig } from "~/config/site";
import { CONSENT_STORAGE_KEY, CONSENT_VALIDITY_DAYS } from "~/features/consent/consent";
import { FAVOURITES_STORAGE_KEY } from "~/features/favourites/list";
import { PRIVACY_VIDEO_ANCHOR } from "./anchors";
import { type LegalSection, lines, list, paragraph } from "./legal-document";

/**
 * Privacy policies (DSGVO for the German site, RGPD/LOPDGDD for the Spanish
 * one). They name every processing this site really does: server logs, form
 * submissions with their mail outbox, the consent record in the browser, the
 * dog-photo proxy and the click-to-load videos. Update the date with every change.
 */
export const PRIVACY_POLICY_DATE = "2026-11-25";

const german = siteConfig.associations.de;
const spanish = siteConfig.associations.es;
const address = (a: typeof german) => [
  a.address.street,
  `${a.address.postalCode} ${a.address.city}`,
  `${a.address.region}, ${a.address.country}`,
];

/** Days after which server log entries are deleted. */
const LOG_RETENTION_DAYS = 14;

const de = {
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
          "Analyse-Dienste werden erst geladen, nachdem du zugestimmt hast; vorher findet keine Verbindung zu Drittanbietern statt. Derzeit ist kein solcher Dienst eingebunden. Willst du deine Entscheidung ändern, lösche die Website-Daten in deinem Browser – dann erscheint der Hinweis erneut.",
        ),
        paragraph(
          "Rechtsgrundlage für das Speichern deiner Entscheidung ist § 25 Abs. 2 Nr. 2 TDDDG in Verbindung mit Art. 6 Abs. 1 lit. c DSGVO (Nachweis der Einwilligung), für eine spätere Analyse deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO).",
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

const es: typeof de = {
  title: "Política de privacidad",
  dateLine: "Última actualización: {date}",
  sections: [
    {
      heading: "Responsable del tratamiento",
      blocks: [
        lines(spanish.legalName, ...address(spanish)),
        paragraph(`Identificación fiscal: ${spanish.taxNote}`),
        { kind: "contact", email: spanish.email, phone: spanish.phone, labels: { email: "Correo electrónico", phone: "Teléfono" } },
        paragraph(
          "No hemos designado un delegado de protección de datos porque no estamos obligados a ello. Para cualquier cuestión sobre protección de datos puedes escribirnos a la dirección de correo indicada.",
        ),
      ],
    },
    {
      heading: "Resumen",
      blocks: [
        paragraph(
          "Tratamos datos personales solo en la medida necesaria para el funcionamiento de esta web y de nuestra labor como asociación. No vendemos datos, no mostramos publicidad y no usamos cookies de análisis ni de publicidad.",
        ),
        paragraph(
          "Sin tu consentimiento, tu navegador no se conecta con terceros: las páginas, las fuentes, las imágenes y los scripts se cargan exclusivamente desde nuestro propio servidor.",
        ),
      ],
    },
    {
      id: "registros-servidor",
      heading: "Alojamiento y registros del servidor",
      blocks: [
        paragraph(
          "Esta web funciona en un servidor de un proveedor de alojamiento en la UE. En cada visita, el servidor trata automáticamente:",
        ),
        list(
          "tu dirección IP,",
          "la fecha y la hora de la visita,",
          "la dirección (URL) solicitada y el código de estado de la respuesta,",
          "el navegador y el sistema operativo (user agent).",
        ),
        paragraph(
          `La finalidad es un funcionamiento seguro y estable: detectar errores, defendernos de ataques y proteger los formularios frente a abusos masivos. Para ello el servidor cuenta brevemente, en memoria, cuántos formularios se envían desde una misma dirección IP. La base jurídica es nuestro interés legítimo (art. 6.1.f RGPD). Eliminamos los registros a los ${LOG_RETENTION_DAYS} días, salvo que sean necesarios más tiempo para aclarar un incidente de seguridad concreto.`,
        ),
        paragraph("Hemos firmado con el proveedor de alojamiento un contrato de encargo del tratamiento (art. 28 RGPD)."),
      ],
    },
    {
      id: "formularios",
      heading: "Formularios: solicitudes y altas de socio",
      blocks: [
        paragraph(
          "Cuando nos escribes a través de un formulario (solicitud de adopción o de contacto, solicitud de casa de acogida, solicitud de apadrinamiento o de donación, alta de socio), tratamos los datos que nos indicas. Según el formulario son, por ejemplo, nombre, correo electrónico, teléfono, dirección, datos sobre tu vivienda y tu experiencia con perros y tu mensaje; en el alta de socio, además, tratamiento, fecha de nacimiento, fecha de alta, periodicidad de pago y, de forma voluntaria, tu nombre de Facebook.",
        ),
        paragraph(
          "Tus datos se guardan en la base de datos de nuestro servidor y se envían por correo electrónico al buzón de la asociación. Para que ninguna solicitud se pierda, el correo se guarda junto con la solicitud en una bandeja de salida de la misma base de datos; desde allí lo entrega nuestro proveedor de correo y, si el envío falla, se reintenta automáticamente.",
        ),
        paragraph(
          "Después del envío recibes un acuse de recibo en el correo electrónico indicado: lo que nos enviaste, cómo seguimos y cómo contactarnos. Sale por la misma bandeja de salida; a una misma dirección enviamos como máximo tres acuses por hora, para que nadie pueda usar el formulario para llenar buzones ajenos. Para ello contamos los acuses durante una hora bajo un valor hash de la dirección, no bajo la dirección misma.",
        ),
        paragraph(
          "Un campo invisible para las personas nos ayuda a detectar envíos automáticos de spam. Tu aceptación de la política de privacidad en el formulario no se envía.",
        ),
        paragraph(
          "La base jurídica es la preparación y ejecución de una adopción, acogida, apadrinamiento o membresía (art. 6.1.b RGPD) y, en consultas generales, nuestro interés legítimo en responderte (art. 6.1.f RGPD).",
        ),
        paragraph(
          "Eliminamos las consultas resueltas como máximo a los 12 meses. Los datos de adopciones, apadrinamientos y socios los conservamos mientras dure la relación y, después, durante los plazos que exija la ley (en materia fiscal, hasta 6 años).",
        ),
      ],
    },
    {
      id: "avisos-perros",
      heading: "Avisos de perros nuevos",
      blocks: [
        paragraph(
          "En la lista de perros puedes suscribirte a correos sobre perros nuevos. Para ello guardamos tu correo electrónico, tu selección (tipo y lugar de los perros), el idioma y la dirección de la web en la que te suscribiste, y el momento y el texto exacto de tu consentimiento.",
        ),
        paragraph(
          "La suscripción solo vale cuando abres el enlace de nuestro correo de confirmación y confirmas allí (doble opt-in); antes no te enviamos nada más. Las suscripciones sin confirmar las borramos a las 48 horas. Después recibes como máximo un correo al día cuando llegan perros nuevos a tu selección.",
        ),
        paragraph(
          "Cada uno de estos correos lleva un enlace para darte de baja; basta un clic y borramos tu suscripción. La base jurídica es tu consentimiento (art. 6.1.a RGPD), que puedes retirar en cualquier momento.",
        ),
      ],
    },
    {
      id: "consentimiento",
      heading: "Aviso de cookies y tu decisión",
      blocks: [
        paragraph(
          `Guardamos tu decisión en el aviso de cookies únicamente en tu navegador (almacenamiento local) con la clave «${CONSENT_STORAGE_KEY}»: si aceptas la analítica, cuándo decidiste y cuándo caduca la decisión. A los ${CONSENT_VALIDITY_DAYS} días te lo volvemos a preguntar. Este dato no se nos transmite.`,
        ),
        paragraph(
          `Los perros que marcas con el corazón en tus favoritos también se guardan solo en tu navegador (almacenamiento local, clave «${FAVOURITES_STORAGE_KEY}»): ninguna cookie, ningún registro en nuestro servidor. Si compartes el enlace de tus favoritos, solo contiene los identificadores de los perros.`,
        ),
        paragraph(
          "Los servicios de analítica solo se cargan después de que hayas aceptado; antes no hay ninguna conexión con terceros. Actualmente no hay ningún servicio de este tipo integrado. Si quieres cambiar tu decisión, borra los datos del sitio en tu navegador y el aviso volverá a aparecer.",
        ),
        paragraph(
          "La base jurídica para guardar tu decisión es el art. 22.2 LSSI-CE junto con el art. 6.1.c RGPD (prueba del consentimiento); para una futura analítica, tu consentimiento (art. 6.1.a RGPD).",
        ),
      ],
    },
    {
      id: "fotos-perros",
      heading: "Fotos de nuestros perros",
      blocks: [
        paragraph(
          "Gestionamos a nuestros perros y sus fotos en el programa de adopciones de un proveedor externo. Nuestro servidor obtiene de allí la lista de perros y las imágenes, las guarda temporalmente y las entrega él mismo a tu navegador. Tu navegador solo se conecta con nuestro servidor; no se transmite ningún dato tuyo al proveedor.",
        ),
      ],
    },
    {
      id: PRIVACY_VIDEO_ANCHOR,
      heading: "Vídeos de YouTube",
      blocks: [
        paragraph(
          "En la página «Finca Chaos» mostramos vídeos de YouTube en el modo de privacidad mejorada (youtube-nocookie.com). Antes de que hagas clic en un vídeo no se carga nada de YouTube; solo ves una imagen de vista previa de nuestro servidor.",
        ),
        paragraph(
          "Solo al hacer clic tu navegador carga el reproductor de Google Ireland Limited, Gordon House, Barrow Street, Dublín 4, Irlanda. Google recibe, entre otros datos, tu dirección IP e información sobre tu navegador; es posible una transferencia a Google LLC en EE. UU., certificada conforme al Marco de Privacidad de Datos UE-EE. UU. La base jurídica es tu consentimiento mediante el clic (art. 6.1.a RGPD).",
        ),
      ],
    },
    {
      heading: "Enlaces a otros servicios",
      blocks: [
        paragraph(
          "PayPal, Teaming, Facebook, Instagram, WhatsApp y los portales de adopción solo están enlazados. Únicamente al hacer clic en uno de esos enlaces sales de nuestra web; a partir de ese momento se aplica la política de privacidad del proveedor correspondiente.",
        ),
      ],
    },
    {
      heading: "Destinatarios de tus datos",
      blocks: [
        paragraph(
          "Solo ven tus datos los miembros de la asociación que atienden tu solicitud y nuestros encargados del tratamiento para el alojamiento y el envío de correo. No cedemos tus datos con fines publicitarios.",
        ),
      ],
    },
    {
      heading: "Tus derechos",
      blocks: [
        paragraph("Puedes ejercer en cualquier momento tus derechos de"),
        list(
          "acceso a tus datos (art. 15 RGPD),",
          "rectificación (art. 16 RGPD),",
          "supresión (art. 17 RGPD),",
          "limitación del tratamiento (art. 18 RGPD),",
          "portabilidad (art. 20 RGPD),",
          "oposición al tratamiento basado en el interés legítimo (art. 21 RGPD),",
          "retirada del consentimiento con efectos para el futuro (art. 7.3 RGPD).",
        ),
        paragraph(
          "Además, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD), C/ Jorge Juan 6, 28001 Madrid, www.aepd.es.",
        ),
      ],
    },
    {
      heading: "Seguridad",
      blocks: [
        paragraph(
          "La conexión con esta web está cifrada (HTTPS). Solo tienen acceso a la base de datos las personas que lo necesitan para la labor de la asociación.",
        ),
      ],
    },
    {
      heading: "Cambios",
      blocks: [
        paragraph(
          "Adaptamos esta política de privacidad cuando cambia nuestra web o la normativa. Se aplica la versión publicada en esta página.",
        ),
      ],
    },
  ] as LegalSection[],
};

export const privacyTexts = { de, es };
export type PrivacyTexts = typeof de;
