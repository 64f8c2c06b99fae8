import type { PlainMessages } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { ActivityKindTexts } from "./activity";

/** The activity page's words (`/admin/activity`) with the names of the kinds of entries (activity.ts), German and Spanish (`es` typed by `de`). */
const de = {
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
    editor: {
      added: "Person zur Redaktion hinzugefügt",
      removed: "Person aus der Redaktion entfernt",
      renamed: "Name einer Person der Redaktion geändert",
    },
    post: {
      created: "Beitrag angelegt",
      changed: "Beitrag geändert",
      scheduled: "Beitrag geplant",
      published: "Beitrag veröffentlicht",
      unpublished: "Beitrag zurückgezogen (Entwurf)",
      deleted: "Beitrag gelöscht",
      restored: "Frühere Fassung eines Beitrags wiederhergestellt",
    },
    guide: {
      created: "Ratgeber angelegt",
      changed: "Ratgeber geändert",
      scheduled: "Ratgeber geplant",
      published: "Ratgeber veröffentlicht",
      unpublished: "Ratgeber zurückgezogen (Entwurf)",
      deleted: "Ratgeber gelöscht",
      moved: "Ratgeber in der Liste verschoben",
      restored: "Frühere Fassung eines Ratgebers wiederhergestellt",
    },
    settings: { changed: "Einstellungen geändert", restored: "Frühere Fassung der Einstellungen wiederhergestellt" },
    page: { changed: "Texte einer Seite geändert", restored: "Frühere Fassung einer Seite wiederhergestellt" },
    team: {
      created: "Teammitglied angelegt",
      changed: "Teammitglied geändert",
      deleted: "Teammitglied gelöscht",
      moved: "Teammitglied in der Reihenfolge verschoben",
    },
    request: {
      statusChanged: "Status einer Anfrage geändert",
      assigned: "Anfrage zugewiesen",
      noted: "Notiz zu einer Anfrage",
      mailResent: "E-Mail einer Anfrage erneut gesendet",
      mailClosed: "Nicht zustellbare E-Mail als erledigt geschlossen",
    },
    inbox: { exported: "Anfragen als CSV exportiert" },
    person: { exported: "Personendaten heruntergeladen", erased: "Personendaten gelöscht" },
    spam: { rescued: "Anfrage aus dem Spam-Ordner zugestellt", deleted: "Anfrage im Spam-Ordner gelöscht" },
    faq: {
      created: "Frage angelegt (Häufige Fragen)",
      changed: "Frage geändert (Häufige Fragen)",
      deleted: "Frage gelöscht (Häufige Fragen)",
      moved: "Frage verschoben (Häufige Fragen)",
      restored: "Frühere Fassung einer Frage wiederhergestellt (Häufige Fragen)",
    },
  } satisfies ActivityKindTexts,
};

const es: typeof de = {
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
    editor: {
      added: "Persona añadida a la redacción",
      removed: "Persona quitada de la redacción",
      renamed: "Nombre de una persona de la redacción cambiado",
    },
    post: {
      created: "Entrada creada",
      changed: "Entrada cambiada",
      scheduled: "Entrada programada",
      published: "Entrada publicada",
      unpublished: "Entrada retirada (borrador)",
      deleted: "Entrada eliminada",
      restored: "Versión anterior de una entrada restaurada",
    },
    guide: {
      created: "Guía creada",
      changed: "Guía cambiada",
      scheduled: "Guía programada",
      published: "Guía publicada",
      unpublished: "Guía retirada (borrador)",
      deleted: "Guía eliminada",
      moved: "Guía movida en la lista",
      restored: "Versión anterior de una guía restaurada",
    },
    settings: { changed: "Ajustes cambiados", restored: "Versión anterior de los ajustes restaurada" },
    page: { changed: "Textos de una página cambiados", restored: "Versión anterior de una página restaurada" },
    team: {
      created: "Miembro del equipo creado",
      changed: "Miembro del equipo cambiado",
      deleted: "Miembro del equipo eliminado",
      moved: "Miembro del equipo movido en el orden",
    },
    request: {
      statusChanged: "Estado de una solicitud cambiado",
      assigned: "Solicitud asignada",
      noted: "Nota sobre una solicitud",
      mailResent: "Correo de una solicitud enviado de nuevo",
      mailClosed: "Correo no entregable cerrado como resuelto",
    },
    inbox: { exported: "Solicitudes exportadas como CSV" },
    person: { exported: "Datos personales descargados", erased: "Datos personales eliminados" },
    spam: { rescued: "Solicitud de la carpeta de spam entregada", deleted: "Solicitud de la carpeta de spam eliminada" },
    faq: {
      created: "Pregunta creada (preguntas frecuentes)",
      changed: "Pregunta modificada (preguntas frecuentes)",
      deleted: "Pregunta eliminada (preguntas frecuentes)",
      moved: "Pregunta movida (preguntas frecuentes)",
      restored: "Versión anterior de una pregunta restaurada (preguntas frecuentes)",
    },
  },
};

export const activityTexts = { de, es } satisfies Record<Locale, PlainMessages>;
export type ActivityTexts = typeof de;
