import type { PlainMessages } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";

/** The start page's words (`/admin`), German and Spanish (`es` typed by `de`). */
const de = {
  title: "Start",
  greeting: "Hallo!",
  intro: "Schön, dass du da bist. Hier pflegst du die Inhalte der Website.",
  sectionsHeading: "Bereiche",
  sections: {
    posts: "Blogbeiträge schreiben und veröffentlichen.",
    guides: "Ratgeber-Artikel schreiben und pflegen.",
    team: "Die Menschen auf der Seite „Über uns“ mit ihren Fotos, und das Foto der Gründerin des Hospizes.",
    faq: "Die Fragen und Antworten der FAQ-Seite, der Hundeseiten und der Spenden-Seite.",
    inbox: "Anfragen, die über die Formulare der Website kommen.",
    insights:
      "Welche Hunde gesehen und angefragt werden, welche Seiten besucht werden – gezählt ohne Cookies und ohne personenbezogene Daten.",
    spam: "Anfragen, die wie Spam aussehen: 14 Tage zum Prüfen, dann werden sie gelöscht.",
    people: "Alles, was zu einer E-Mail-Adresse gespeichert ist: ansehen, herunterladen, löschen.",
    editors: "Wer sich im Redaktionsbereich anmelden darf.",
    activity: "Wer wann was angelegt, geändert, veröffentlicht oder gelöscht hat.",
    pages: "Die Texte der festen Seiten in beiden Sprachen, Impressum und Datenschutz eingeschlossen.",
    settings: "Die Angaben des Vereins: Kontakt, Spendenkonten, Links, Tierheime.",
  },
  inbox: {
    heading: "Anfragen",
    unread: "Ungelesene Anfragen",
    open: "Zu den Anfragen",
  },
  tasks: {
    heading: "Nicht zustellbare E-Mails zu Anfragen",
    item: "{form} vom {date} (Versuche: {attempts})",
    lastError: "Letzter Fehler: {error}",
    resend: "Erneut senden",
    close: "Schließen",
  },
  mail: {
    heading: "E-Mails der Website",
    waiting: "Warten auf Versand",
    failed: "Nicht zustellbar",
    oldestWaiting: "Älteste wartende E-Mail",
    allSent: "Alle E-Mails sind verschickt.",
    failedHint:
      "Nicht zustellbare E-Mails bleiben gespeichert. Die E-Mails zu Anfragen stehen oben als Aufgaben: erneut senden oder schließen.",
    notConfigured:
      "Der E-Mail-Versand ist noch nicht eingerichtet: E-Mails bleiben gespeichert und werden verschickt, sobald er eingerichtet ist.",
  },
  dogs: {
    heading: "Hundeliste",
    source: "Herkunft",
    sample: "Beispielhunde (noch keine Hundeliste angebunden)",
    remote: "Hundeliste der Vermittlungssoftware",
    count: "Hunde in der Liste",
    lastSuccess: "Zuletzt erfolgreich geladen",
    lastFailure: "Letzter Fehler beim Laden",
    never: "noch nie",
    failing: "Die Hundeliste antwortet gerade nicht. Die Website zeigt so lange die zuletzt geladene Liste.",
    working: "Die Hundeliste wird regelmäßig geladen.",
  },
  account: {
    heading: "Deine Anmeldung",
    text: "Du hast dich auf einem fremden Gerät angemeldet oder ein Gerät verloren? Dann melde dich hier überall ab.",
    signOutEverywhere: "Auf allen Geräten abmelden",
  },
};

const es: typeof de = {
  title: "Inicio",
  greeting: "¡Hola!",
  intro: "Qué bien que estés aquí. Desde aquí cuidas los contenidos de la web.",
  sectionsHeading: "Secciones",
  sections: {
    posts: "Escribir y publicar entradas del blog.",
    guides: "Escribir y mantener los artículos de la guía.",
    team: "Las personas de la página «Sobre nosotros» con sus fotos, y la foto de la fundadora del hospicio.",
    faq: "Las preguntas y respuestas de la página de preguntas frecuentes, de las fichas de los perros y de la página de donaciones.",
    inbox: "Solicitudes que llegan a través de los formularios de la web.",
    insights: "Qué perros se ven y se solicitan, qué páginas se visitan: contado sin cookies y sin datos personales.",
    spam: "Solicitudes que parecen spam: 14 días para revisarlas; después se eliminan.",
    people: "Todo lo guardado sobre una dirección de correo: verlo, descargarlo, eliminarlo.",
    editors: "Quién puede entrar en el área de redacción.",
    activity: "Quién creó, cambió, publicó o eliminó qué y cuándo.",
    pages: "Los textos de las páginas fijas en los dos idiomas, aviso legal y privacidad incluidos.",
    settings: "Los datos de la asociación: contacto, cuentas para donativos, enlaces, refugios.",
  },
  inbox: {
    heading: "Solicitudes",
    unread: "Solicitudes sin leer",
    open: "Ir a las solicitudes",
  },
  tasks: {
    heading: "Correos de solicitudes no entregables",
    item: "{form} del {date} (intentos: {attempts})",
    lastError: "Último error: {error}",
    resend: "Volver a enviar",
    close: "Cerrar",
  },
  mail: {
    heading: "Correos de la web",
    waiting: "Esperando envío",
    failed: "No entregables",
    oldestWaiting: "Correo en espera más antiguo",
    allSent: "Todos los correos se han enviado.",
    failedHint:
      "Los correos no entregables se quedan guardados. Los de las solicitudes aparecen arriba como tareas: volver a enviarlos o cerrarlas.",
    notConfigured: "El envío de correos aún no está configurado: los correos se quedan guardados y se enviarán en cuanto esté configurado.",
  },
  dogs: {
    heading: "Lista de perros",
    source: "Origen",
    sample: "Perros de ejemplo (aún no hay ninguna lista de perros conectada)",
    remote: "Lista de perros del programa de adopciones",
    count: "Perros en la lista",
    lastSuccess: "Última carga correcta",
    lastFailure: "Último error al cargar",
    never: "nunca",
    failing: "La lista de perros no responde ahora mismo. Mientras tanto, la web muestra la última lista cargada.",
    working: "La lista de perros se carga con regularidad.",
  },
  account: {
    heading: "Tu sesión",
    text: "¿Has iniciado sesión en un dispositivo ajeno o has perdido uno? Entonces cierra aquí la sesión en todas partes.",
    signOutEverywhere: "Cerrar sesión en todos los dispositivos",
  },
};

export const startTexts = { de, es } satisfies Record<Locale, PlainMessages>;
export type StartTexts = typeof de;
