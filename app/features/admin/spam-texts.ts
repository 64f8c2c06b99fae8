import type { PlainMessages } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { SpamReason } from "~/features/spam/spam-reason";

/** The spam folder's words (`/admin/spam`), German and Spanish (`es` typed by `de`). */
const de = {
  title: "Spam",
  intro:
    "Anfragen, die die Website für Spam hält. Sie wurden nicht an den Verein geschickt und werden nach 14 Tagen gelöscht. Ist eine echte Anfrage dabei, hol sie mit „Kein Spam“ heraus: Dann geht ihre E-Mail an den Verein.",
  empty: "Der Spam-Ordner ist leer.",
  received: "Eingegangen am {date}",
  reason: "Grund: {reason}",
  reasons: {
    links: "viele Links im Text",
    linkInName: "ein Link im Namen",
    addressLimit: "mehr als 5 Anfragen von dieser E-Mail-Adresse in einer Stunde",
  } satisfies Record<SpamReason, string>,
  rescue: "Kein Spam – an den Verein schicken",
  rescuing: "Wird geschickt …",
  delete: "Löschen",
  deleting: "Wird gelöscht …",
  outcomes: {
    rescued: "Die Anfrage ist kein Spam mehr: Ihre E-Mail an den Verein ist unterwegs.",
    deleted: "Die Anfrage wurde gelöscht.",
    gone: "Diese Anfrage ist nicht mehr im Spam-Ordner.",
  },
};

const es: typeof de = {
  title: "Spam",
  intro:
    "Solicitudes que la web considera spam. No se han enviado a la asociación y se eliminan a los 14 días. Si hay una solicitud de verdad, sácala con «No es spam»: entonces su correo se envía a la asociación.",
  empty: "La carpeta de spam está vacía.",
  received: "Recibida el {date}",
  reason: "Motivo: {reason}",
  reasons: {
    links: "muchos enlaces en el texto",
    linkInName: "un enlace en el nombre",
    addressLimit: "más de 5 solicitudes desde esta dirección de correo en una hora",
  },
  rescue: "No es spam: enviar a la asociación",
  rescuing: "Enviando…",
  delete: "Eliminar",
  deleting: "Eliminando…",
  outcomes: {
    rescued: "La solicitud ya no está marcada como spam: su correo va de camino a la asociación.",
    deleted: "La solicitud se ha eliminado.",
    gone: "Esta solicitud ya no está en la carpeta de spam.",
  },
};

export const spamTexts = { de, es } satisfies Record<Locale, PlainMessages>;
export type SpamTexts = typeof de;
