import type { PlainMessages } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { ActivityKindTexts } from "./activity";
import type { AddressErrorCode } from "./editor-address";

/**
 * Every word of the workspace, German and Spanish (`es` is typed by `de`: a missing text is a type error).
 * Plain data with `{placeholder}`s filled by `format()` (~/i18n/format): loaders send a page the part it
 * needs in the host's language (`workspaceTexts[locale].login`), components never import this module.
 * Written for volunteers, not for technicians: "Anmeldelink", not "Token".
 */

const de = {
  frame: {
    workspaceName: "Redaktionsbereich",
    pageTitle: "{page} – Redaktionsbereich",
    skipToContent: "Zum Inhalt springen",
    navigationLabel: "Bereiche",
    nav: {
      start: "Start",
      posts: "Beiträge",
      guides: "Ratgeber",
      inbox: "Anfragen",
      editors: "Redaktion",
      activity: "Aktivität",
    },
    signedInAs: "Angemeldet als {email}",
    signOut: "Abmelden",
    toSite: "Zur Website",
    notFound: {
      title: "Seite nicht gefunden",
      text: "Diese Seite gibt es im Redaktionsbereich nicht.",
    },
    error: {
      title: "Etwas ist schiefgelaufen",
      text: "Bitte versuche es gleich noch einmal. Wenn es wieder passiert, sag bitte der technischen Betreuung der Website Bescheid.",
    },
    backToStart: "Zur Startseite der Redaktion",
  },
  errors: {
    emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein.",
  } satisfies Record<AddressErrorCode, string>,
  login: {
    title: "Anmelden",
    intro: "Gib deine E-Mail-Adresse ein. Wir schicken dir einen Anmeldelink – ein Passwort brauchst du nicht.",
    emailLabel: "E-Mail-Adresse",
    submit: "Anmeldelink schicken",
    submitting: "Wird geschickt …",
    sentTitle: "Schau in dein Postfach",
    sent: "Wenn {email} zur Redaktion gehört, ist jetzt ein Anmeldelink an diese Adresse unterwegs. Er gilt {minutes} Minuten und nur ein einziges Mal.",
    sentHint: "Keine E-Mail da? Schau auch im Spam-Ordner nach oder fordere hier einen neuen Link an.",
    notices: {
      signedOut: "Du bist abgemeldet.",
      signedOutEverywhere: "Du bist jetzt auf allen Geräten abgemeldet.",
      sessionEnded: "Deine Anmeldung ist abgelaufen oder wurde beendet. Bitte melde dich neu an.",
    },
    linkProblems: {
      title: "Der Anmeldelink hat nicht geklappt",
      used: "Dieser Anmeldelink wurde schon benutzt. Jeder Link funktioniert nur einmal – fordere einfach einen neuen an.",
      expired: "Dieser Anmeldelink ist abgelaufen: Er gilt nur {minutes} Minuten. Fordere einfach einen neuen an.",
      otherHost:
        "Dieser Anmeldelink gehört zur anderen Adresse der Website. Öffne ihn dort, wo du ihn angefordert hast, oder fordere hier einen neuen an.",
      invalid: "Dieser Anmeldelink ist ungültig. Fordere einfach einen neuen an.",
    },
  },
  start: {
    title: "Start",
    greeting: "Hallo!",
    intro: "Schön, dass du da bist. Hier pflegst du die Inhalte der Website.",
    sectionsHeading: "Bereiche",
    sections: {
      posts: "Blogbeiträge schreiben und veröffentlichen.",
      guides: "Ratgeber-Artikel schreiben und pflegen.",
      inbox: "Anfragen, die über die Formulare der Website kommen.",
      editors: "Wer sich im Redaktionsbereich anmelden darf.",
      activity: "Wer wann was angelegt, geändert, veröffentlicht oder gelöscht hat.",
    },
    mail: {
      heading: "E-Mails der Website",
      waiting: "Warten auf Versand",
      failed: "Nicht zustellbar",
      oldestWaiting: "Älteste wartende E-Mail",
      allSent: "Alle E-Mails sind verschickt.",
      failedHint: "Nicht zustellbare E-Mails bleiben gespeichert. Die technische Betreuung kann sie prüfen und erneut schicken.",
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
  },
  editors: {
    title: "Redaktion",
    intro: "Diese Personen können sich mit ihrer E-Mail-Adresse im Redaktionsbereich anmelden.",
    addHeading: "Person hinzufügen",
    addHint: "Sie kann sich danach sofort mit dieser Adresse anmelden.",
    emailLabel: "E-Mail-Adresse",
    add: "Hinzufügen",
    adding: "Wird hinzugefügt …",
    listHeading: "Alle Personen der Redaktion",
    addedBy: "Hinzugefügt am {date} von {email}",
    addedOn: "Hinzugefügt am {date}",
    notSignedInYet: "Noch nie angemeldet",
    you: "Du",
    configured: "Fest eingetragen",
    configuredHint: "Fest eingetragene Adressen stehen in den Einstellungen des Servers und lassen sich nur dort entfernen.",
    remove: "Entfernen",
    removeLabel: "{email} entfernen",
    removing: "Wird entfernt …",
    outcomes: {
      added: "{email} gehört jetzt zur Redaktion und kann sich anmelden.",
      alreadyEditor: "{email} gehört schon zur Redaktion.",
      removed: "{email} wurde entfernt und auf allen Geräten abgemeldet.",
      notEditor: "{email} gehört nicht zur Redaktion.",
      configured: "{email} ist fest eingetragen und lässt sich nur in den Einstellungen des Servers entfernen.",
      self: "Du kannst dich nicht selbst entfernen. Bitte eine andere Person aus der Redaktion darum.",
    },
  },
  activity: {
    title: "Aktivität",
    intro: "Wer wann was angelegt, geändert, veröffentlicht oder gelöscht hat – die neuesten Einträge zuerst.",
    when: "Wann",
    who: "Wer",
    what: "Was",
    details: "Worum es geht",
    empty: "Noch keine Einträge.",
    commandLine: "Server (Kommandozeile)",
    older: "Ältere Einträge",
    newer: "Neuere Einträge",
    kinds: {
      editor: { added: "Person zur Redaktion hinzugefügt", removed: "Person aus der Redaktion entfernt" },
    } satisfies ActivityKindTexts,
  },
  mail: {
    subject: "Dein Anmeldelink für den Redaktionsbereich",
    greeting: "Hallo,",
    body: "mit diesem Link meldest du dich im Redaktionsbereich von {siteName} an:",
    button: "Jetzt anmelden",
    validity: "Der Link gilt {minutes} Minuten und funktioniert nur ein einziges Mal.",
    ignore: "Du hast keinen Anmeldelink angefordert? Dann kannst du diese E-Mail einfach ignorieren.",
  },
};

const es: typeof de = {
  frame: {
    workspaceName: "Área de redacción",
    pageTitle: "{page} – Área de redacción",
    skipToContent: "Saltar al contenido",
    navigationLabel: "Secciones",
    nav: {
      start: "Inicio",
      posts: "Entradas",
      guides: "Guías",
      inbox: "Solicitudes",
      editors: "Editores",
      activity: "Actividad",
    },
    signedInAs: "Has iniciado sesión como {email}",
    signOut: "Cerrar sesión",
    toSite: "Ir a la web",
    notFound: {
      title: "Página no encontrada",
      text: "Esta página no existe en el área de redacción.",
    },
    error: {
      title: "Algo ha salido mal",
      text: "Por favor, inténtalo de nuevo en un momento. Si vuelve a pasar, avisa a quien se encarga de la parte técnica de la web.",
    },
    backToStart: "Volver al inicio de la redacción",
  },
  errors: {
    emailInvalid: "Por favor, introduce una dirección de correo electrónico válida.",
  },
  login: {
    title: "Iniciar sesión",
    intro: "Introduce tu dirección de correo electrónico. Te enviaremos un enlace de acceso: no necesitas contraseña.",
    emailLabel: "Correo electrónico",
    submit: "Enviar enlace de acceso",
    submitting: "Enviando…",
    sentTitle: "Revisa tu correo",
    sent: "Si {email} pertenece a la redacción, ya va de camino un enlace de acceso a esa dirección. Es válido durante {minutes} minutos y solo una vez.",
    sentHint: "¿No te ha llegado nada? Mira también en la carpeta de spam o pide aquí un enlace nuevo.",
    notices: {
      signedOut: "Has cerrado la sesión.",
      signedOutEverywhere: "Has cerrado la sesión en todos tus dispositivos.",
      sessionEnded: "Tu sesión ha caducado o se ha cerrado. Por favor, vuelve a iniciar sesión.",
    },
    linkProblems: {
      title: "El enlace de acceso no ha funcionado",
      used: "Este enlace de acceso ya se ha utilizado. Cada enlace funciona una sola vez: pide uno nuevo sin problema.",
      expired: "Este enlace de acceso ha caducado: solo es válido durante {minutes} minutos. Pide uno nuevo sin problema.",
      otherHost: "Este enlace de acceso pertenece a la otra dirección de la web. Ábrelo donde lo pediste o pide aquí uno nuevo.",
      invalid: "Este enlace de acceso no es válido. Pide uno nuevo sin problema.",
    },
  },
  start: {
    title: "Inicio",
    greeting: "¡Hola!",
    intro: "Qué bien que estés aquí. Desde aquí cuidas los contenidos de la web.",
    sectionsHeading: "Secciones",
    sections: {
      posts: "Escribir y publicar entradas del blog.",
      guides: "Escribir y mantener los artículos de la guía.",
      inbox: "Solicitudes que llegan a través de los formularios de la web.",
      editors: "Quién puede entrar en el área de redacción.",
      activity: "Quién creó, cambió, publicó o eliminó qué y cuándo.",
    },
    mail: {
      heading: "Correos de la web",
      waiting: "Esperando envío",
      failed: "No entregables",
      oldestWaiting: "Correo en espera más antiguo",
      allSent: "Todos los correos se han enviado.",
      failedHint: "Los correos no entregables se quedan guardados. Quien lleva la parte técnica puede revisarlos y volver a enviarlos.",
      notConfigured:
        "El envío de correos aún no está configurado: los correos se quedan guardados y se enviarán en cuanto esté configurado.",
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
  },
  editors: {
    title: "Editores",
    intro: "Estas personas pueden entrar en el área de redacción con su dirección de correo electrónico.",
    addHeading: "Añadir a una persona",
    addHint: "Podrá iniciar sesión con esa dirección enseguida.",
    emailLabel: "Correo electrónico",
    add: "Añadir",
    adding: "Añadiendo…",
    listHeading: "Todas las personas de la redacción",
    addedBy: "Alta: {date}, por {email}",
    addedOn: "Alta: {date}",
    notSignedInYet: "Aún no ha iniciado sesión",
    you: "Tú",
    configured: "Fija",
    configuredHint: "Las direcciones fijas están en la configuración del servidor y solo se pueden quitar allí.",
    remove: "Quitar",
    removeLabel: "Quitar a {email}",
    removing: "Quitando…",
    outcomes: {
      added: "{email} ya forma parte de la redacción y puede iniciar sesión.",
      alreadyEditor: "{email} ya forma parte de la redacción.",
      removed: "{email} se ha quitado de la redacción y se ha cerrado su sesión en todos los dispositivos.",
      notEditor: "{email} no forma parte de la redacción.",
      configured: "{email} es una dirección fija y solo se puede quitar en la configuración del servidor.",
      self: "No puedes quitar tu propia dirección. Pídeselo a otra persona de la redacción.",
    },
  },
  activity: {
    title: "Actividad",
    intro: "Quién creó, cambió, publicó o eliminó qué y cuándo; lo más reciente primero.",
    when: "Cuándo",
    who: "Quién",
    what: "Qué",
    details: "De qué se trata",
    empty: "Aún no hay entradas.",
    commandLine: "Servidor (línea de comandos)",
    older: "Entradas anteriores",
    newer: "Entradas más recientes",
    kinds: {
      editor: { added: "Persona añadida a la redacción", removed: "Persona quitada de la redacción" },
    },
  },
  mail: {
    subject: "Tu enlace de acceso al área de redacción",
    greeting: "Hola:",
    body: "con este enlace inicias sesión en el área de redacción de {siteName}:",
    button: "Iniciar sesión ahora",
    validity: "El enlace es válido durante {minutes} minutos y solo funciona una vez.",
    ignore: "¿No has pedido ningún enlace de acceso? Entonces puedes ignorar este correo.",
  },
};

export const workspaceTexts = { de, es } satisfies Record<Locale, PlainMessages>;

export type WorkspaceTexts = typeof de;
