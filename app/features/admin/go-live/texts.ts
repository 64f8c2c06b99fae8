import type { GoLiveItem } from "./checklist";

/** The go-live checklist's words on the start page, German and Spanish (`es` typed by `de`). */
const de = {
  heading: "Vor dem Start der Website",
  intro: "Das steht noch zwischen der Website und ihrem Start:",
  items: {
    exampleFacts: "Die Website zeigt noch Beispielangaben ({groups}). Trage die echten Angaben des Vereins in den Einstellungen ein.",
    exampleTeam: "Auf der Seite „Über uns“ stehen noch Beispielpersonen. Trage euer Team unter „Team“ ein und lösche die Beispiele.",
    sampleDogs:
      "Die Hundeliste zeigt die mitgelieferten Beispielhunde. Für eure Hunde muss der Server die Adresse eurer Hundeliste kennen (DOGS_SOURCE_URL, dazu DOGS_SOURCE_TOKEN).",
    noMailServer:
      "Es ist kein Mailserver eingerichtet: Anfragen, Empfangsbestätigungen und Anmeldelinks bleiben im Postausgang. Der Server braucht SMTP_URL (und MAIL_FROM).",
    noEditorAddress:
      "Keine Adresse ist fest für die Redaktion eingetragen (EDITOR_EMAILS). Mindestens eine sollte es sein, damit sich immer jemand anmelden kann.",
    noBackups:
      "Es werden keine täglichen Sicherungen geschrieben. Der Server braucht BACKUP_DIR; die Dateien gehören regelmäßig auf einen anderen Rechner.",
  } satisfies Record<GoLiveItem, string>,
  links: { exampleFacts: "Zu den Einstellungen", exampleTeam: "Zum Team" },
  privacyChange: {
    heading: "Neu in der Datenschutzerklärung: bitte lesen",
    unread:
      "Die Website zählt jetzt Besuche, ohne Cookies und ohne personenbezogene Daten (Bereich „Besuche“). Die Datenschutzerklärung hat dafür den neuen Abschnitt „{section}“. Bitte lest ihn und speichert die Datenschutzerklärung unter „Seiten“ einmal – dann verschwindet dieser Hinweis.",
    missing:
      "Die Website zählt jetzt Besuche, ohne Cookies und ohne personenbezogene Daten (Bereich „Besuche“). Eure gespeicherte Datenschutzerklärung enthält den neuen Abschnitt „{section}“ noch nicht: Bitte ergänzt ihn (Text unten) und speichert sie.",
    showText: "Text des neuen Abschnitts",
    link: "Zur Datenschutzerklärung",
  },
};

const es: typeof de = {
  heading: "Antes de poner la web en marcha",
  intro: "Esto es lo que aún falta para poner la web en marcha:",
  items: {
    exampleFacts: "La web todavía muestra datos de ejemplo ({groups}). Introduce los datos reales de la asociación en los ajustes.",
    exampleTeam:
      "En la página «Sobre nosotros» aún aparecen personas de ejemplo. Introduce vuestro equipo en «Equipo» y borra los ejemplos.",
    sampleDogs:
      "La lista de perros muestra los perros de ejemplo incluidos. Para vuestros perros, el servidor necesita la dirección de vuestra lista (DOGS_SOURCE_URL y DOGS_SOURCE_TOKEN).",
    noMailServer:
      "No hay servidor de correo: las solicitudes, los acuses de recibo y los enlaces de acceso se quedan en la bandeja de salida. El servidor necesita SMTP_URL (y MAIL_FROM).",
    noEditorAddress:
      "No hay ninguna dirección fija para la redacción (EDITOR_EMAILS). Debería haber al menos una, para que siempre pueda entrar alguien.",
    noBackups:
      "No se guardan copias de seguridad diarias. El servidor necesita BACKUP_DIR; los archivos deben copiarse a menudo a otro ordenador.",
  },
  links: { exampleFacts: "Ir a los ajustes", exampleTeam: "Ir al equipo" },
  privacyChange: {
    heading: "Novedad en la política de privacidad: por favor, leedla",
    unread:
      "La web cuenta ahora las visitas, sin cookies y sin datos personales (sección «Visitas»). La política de privacidad tiene para ello el nuevo apartado «{section}». Leedlo y guardad una vez la política de privacidad en «Páginas»: así desaparece este aviso.",
    missing:
      "La web cuenta ahora las visitas, sin cookies y sin datos personales (sección «Visitas»). Vuestra política de privacidad guardada aún no contiene el nuevo apartado «{section}»: añadidlo (texto abajo) y guardadla.",
    showText: "Texto del nuevo apartado",
    link: "Ir a la política de privacidad",
  },
};

export const goLiveTexts = { de, es };

/** What a production server says once in its log at start, for the operator (English, as the rest of the log). */
export const goLiveLog: Record<GoLiveItem, string> = {
  exampleFacts: "the settings still hold example facts (the workspace's /admin/settings)",
  exampleTeam: "the about page still shows the example team (/admin/team)",
  sampleDogs: "the bundled sample dogs are served (set DOGS_SOURCE_URL)",
  noMailServer: "no mail server: mails wait in the outbox (set SMTP_URL)",
  noEditorAddress: "no EDITOR_EMAILS: nobody is sure to be able to sign in",
  noBackups: "no daily backups (set BACKUP_DIR)",
};
