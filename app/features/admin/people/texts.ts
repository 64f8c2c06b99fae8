import type { PlainMessages } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { requestStatusTexts } from "../inbox/texts";
import type { HeldCounter } from "./held-counter";

/** The words of a person's data (`/admin/people`), German and Spanish (`es` typed by `de`). */
const de = {
  title: "Personendaten",
  intro:
    "Alles, was die Website zu einer E-Mail-Adresse gespeichert hat – für Auskunft, Herausgabe und Löschung, wenn eine Person darum bittet (DSGVO Art. 15, 17 und 20).",
  emailLabel: "E-Mail-Adresse",
  emailHint: "Groß- und Kleinschreibung spielt keine Rolle.",
  show: "Anzeigen",
  heldHeading: "Gespeichert zu {email}",
  nothingHeld: "Zu {email} ist nichts gespeichert.",
  requestsHeading: "Anfragen ({count})",
  mailsHeading: "E-Mails ({count})",
  countersHeading: "Zähler",
  alertsHeading: "Benachrichtigungen über neue Hunde ({count})",
  alertLine: "Auswahl: {filter} · Einwilligung am {consentAt}: „{consent}“ · {state}",
  alertAllDogs: "alle Hunde",
  alertConfirmed: "bestätigt",
  alertUnconfirmed: "nicht bestätigt",
  received: "Eingegangen am {date}",
  spamMark: "Im Spam-Ordner",
  statuses: requestStatusTexts.de as Record<string, string>,
  mailTo: "An {to}",
  mailStates: { pending: "Wartet auf Versand", sent: "Verschickt", failed: "Nicht zustellbar" } as Record<string, string>,
  counters: {
    requestsThisHour: "Anfragen von dieser Adresse in der laufenden Stunde: {hits}",
    receiptsThisHour: "Eingangsbestätigungen an diese Adresse in der laufenden Stunde: {hits}",
    signInLinksThisHour: "Angeforderte Anmeldelinks für diese Adresse in der laufenden Stunde: {hits}",
    alertConfirmationsThisHour: "Bestätigungs-E-Mails für Hunde-Benachrichtigungen in der laufenden Stunde: {hits}",
  } satisfies Record<HeldCounter["kind"], string>,
  noCounters: "Keine.",
  downloadHeading: "Herunterladen",
  downloadHint:
    "Eine Datei (JSON) mit allem, was hier steht, zum Weitergeben an die Person. Das Herunterladen wird in der Aktivität vermerkt.",
  download: "Als Datei herunterladen",
  eraseHeading: "Löschen",
  eraseHint:
    "Löscht alle Anfragen, E-Mails, Hunde-Benachrichtigungen und Zähler zu dieser Adresse auf einmal. In der Aktivität bleibt nur vermerkt, wer wann die Daten dieser Adresse gelöscht hat.",
  eraseOpen: "Alles löschen …",
  eraseConfirm: "Wirklich alles zu {email} löschen? Das lässt sich nicht rückgängig machen.",
  eraseSubmit: "Ja, alles endgültig löschen",
  erasing: "Wird gelöscht …",
  erased: "Alles zu {email} wurde gelöscht (Anfragen: {requests}, E-Mails: {mails}).",
};

const es: typeof de = {
  title: "Datos personales",
  intro:
    "Todo lo que la web ha guardado sobre una dirección de correo electrónico: para informar, entregar o eliminar los datos cuando una persona lo pide (RGPD, art. 15, 17 y 20).",
  emailLabel: "Correo electrónico",
  emailHint: "Da igual si se escribe en mayúsculas o minúsculas.",
  show: "Mostrar",
  heldHeading: "Guardado sobre {email}",
  nothingHeld: "No hay nada guardado sobre {email}.",
  requestsHeading: "Solicitudes ({count})",
  mailsHeading: "Correos ({count})",
  countersHeading: "Contadores",
  alertsHeading: "Avisos de perros nuevos ({count})",
  alertLine: "Selección: {filter} · Consentimiento el {consentAt}: «{consent}» · {state}",
  alertAllDogs: "todos los perros",
  alertConfirmed: "confirmado",
  alertUnconfirmed: "sin confirmar",
  received: "Recibida el {date}",
  spamMark: "En la carpeta de spam",
  statuses: requestStatusTexts.es,
  mailTo: "Para {to}",
  mailStates: { pending: "Esperando envío", sent: "Enviado", failed: "No entregable" },
  counters: {
    requestsThisHour: "Solicitudes desde esta dirección en la hora actual: {hits}",
    receiptsThisHour: "Acuses de recibo a esta dirección en la hora actual: {hits}",
    signInLinksThisHour: "Enlaces de acceso pedidos para esta dirección en la hora actual: {hits}",
    alertConfirmationsThisHour: "Correos de confirmación de avisos de perros en la hora actual: {hits}",
  },
  noCounters: "Ninguno.",
  downloadHeading: "Descargar",
  downloadHint:
    "Un archivo (JSON) con todo lo que aparece aquí, para entregárselo a la persona. La descarga queda anotada en la actividad.",
  download: "Descargar como archivo",
  eraseHeading: "Eliminar",
  eraseHint:
    "Elimina de una vez todas las solicitudes, correos, avisos de perros y contadores de esta dirección. En la actividad solo queda anotado quién eliminó los datos de esta dirección y cuándo.",
  eraseOpen: "Eliminarlo todo…",
  eraseConfirm: "¿Eliminar de verdad todo lo de {email}? No se puede deshacer.",
  eraseSubmit: "Sí, eliminarlo todo definitivamente",
  erasing: "Eliminando…",
  erased: "Se ha eliminado todo lo de {email} (solicitudes: {requests}, correos: {mails}).",
};

export const peopleTexts = { de, es } satisfies Record<Locale, PlainMessages>;
export type PeopleTexts = typeof de;
