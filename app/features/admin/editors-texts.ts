import type { PlainMessages } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { AddressErrorCode } from "./editor-address";

/** The editors page's words (`/admin/editors`), German and Spanish (`es` typed by `de`). */
const de = {
  title: "Redaktion",
  intro: "Diese Personen können sich mit ihrer E-Mail-Adresse im Redaktionsbereich anmelden.",
  addHeading: "Person hinzufügen",
  addHint: "Sie kann sich danach sofort mit dieser Adresse anmelden.",
  emailLabel: "E-Mail-Adresse",
  nameLabel: "Name (freiwillig)",
  nameHint:
    "So nennt der Redaktionsbereich die Person, z. B. in der Aktivität. Gehört die Adresse schon zur Redaktion, bekommt sie diesen Namen.",
  add: "Hinzufügen",
  adding: "Wird hinzugefügt …",
  listHeading: "Alle Personen der Redaktion",
  addedBy: "Hinzugefügt am {date} von {editor}",
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
    renamed: "{email} heißt im Redaktionsbereich jetzt {name}.",
    removed: "{email} wurde entfernt und auf allen Geräten abgemeldet.",
    notEditor: "{email} gehört nicht zur Redaktion.",
    configured: "{email} ist fest eingetragen und lässt sich nur in den Einstellungen des Servers entfernen.",
    self: "Du kannst dich nicht selbst entfernen. Bitte eine andere Person aus der Redaktion darum.",
  },
};

const es: typeof de = {
  title: "Editores",
  intro: "Estas personas pueden entrar en el área de redacción con su dirección de correo electrónico.",
  addHeading: "Añadir a una persona",
  addHint: "Podrá iniciar sesión con esa dirección enseguida.",
  emailLabel: "Correo electrónico",
  nameLabel: "Nombre (opcional)",
  nameHint:
    "Así aparece la persona en el área de redacción, p. ej. en la actividad. Si la dirección ya forma parte de la redacción, recibe este nombre.",
  add: "Añadir",
  adding: "Añadiendo…",
  listHeading: "Todas las personas de la redacción",
  addedBy: "Alta: {date}, por {editor}",
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
    renamed: "{email} aparece ahora en el área de redacción como {name}.",
    removed: "{email} se ha quitado de la redacción y se ha cerrado su sesión en todos los dispositivos.",
    notEditor: "{email} no forma parte de la redacción.",
    configured: "{email} es una dirección fija y solo se puede quitar en la configuración del servidor.",
    self: "No puedes quitar tu propia dirección. Pídeselo a otra persona de la redacción.",
  },
};

export const editorsTexts = { de, es } satisfies Record<Locale, PlainMessages>;
export type EditorsTexts = typeof de;

/** Why an entered address is refused (editor-address.ts), on the sign-in and the editors page. */
const errorsDe = {
  emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein.",
} satisfies Record<AddressErrorCode, string>;

const errorsEs: typeof errorsDe = {
  emailInvalid: "Por favor, introduce una dirección de correo electrónico válida.",
};

export const addressErrorTexts = { de: errorsDe, es: errorsEs } satisfies Record<Locale, PlainMessages>;
