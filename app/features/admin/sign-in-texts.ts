import type { PlainMessages } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";

/** The sign-in pages' words (`/admin/login`, `/admin/login/<token>`), German and Spanish (`es` typed by `de`). */
const loginDe = {
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
  link: {
    intro: "Drück auf den Knopf, um dich auf diesem Gerät anzumelden.",
    button: "Jetzt anmelden",
  },
  linkProblems: {
    title: "Der Anmeldelink hat nicht geklappt",
    used: "Dieser Anmeldelink wurde schon benutzt. Jeder Link funktioniert nur einmal – fordere einfach einen neuen an.",
    expired: "Dieser Anmeldelink ist abgelaufen: Er gilt nur {minutes} Minuten. Fordere einfach einen neuen an.",
    otherHost:
      "Dieser Anmeldelink gehört zur anderen Adresse der Website. Öffne ihn dort, wo du ihn angefordert hast, oder fordere hier einen neuen an.",
    invalid: "Dieser Anmeldelink ist ungültig. Fordere einfach einen neuen an.",
  },
};

const loginEs: typeof loginDe = {
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
  link: {
    intro: "Pulsa el botón para iniciar sesión en este dispositivo.",
    button: "Iniciar sesión ahora",
  },
  linkProblems: {
    title: "El enlace de acceso no ha funcionado",
    used: "Este enlace de acceso ya se ha utilizado. Cada enlace funciona una sola vez: pide uno nuevo sin problema.",
    expired: "Este enlace de acceso ha caducado: solo es válido durante {minutes} minutos. Pide uno nuevo sin problema.",
    otherHost: "Este enlace de acceso pertenece a la otra dirección de la web. Ábrelo donde lo pediste o pide aquí uno nuevo.",
    invalid: "Este enlace de acceso no es válido. Pide uno nuevo sin problema.",
  },
};

export const signInTexts = { de: loginDe, es: loginEs } satisfies Record<Locale, PlainMessages>;
export type SignInTexts = typeof loginDe;

/** The sign-in mail's words (sign-in-mail.tsx, built on the server only). */
const mailDe = {
  subject: "Dein Anmeldelink für den Redaktionsbereich",
  greeting: "Hallo,",
  body: "mit diesem Link meldest du dich im Redaktionsbereich von {siteName} an:",
  button: "Jetzt anmelden",
  validity: "Der Link gilt {minutes} Minuten und funktioniert nur ein einziges Mal.",
  ignore: "Du hast keinen Anmeldelink angefordert? Dann kannst du diese E-Mail einfach ignorieren.",
};

const mailEs: typeof mailDe = {
  subject: "Tu enlace de acceso al área de redacción",
  greeting: "Hola:",
  body: "con este enlace inicias sesión en el área de redacción de {siteName}:",
  button: "Iniciar sesión ahora",
  validity: "El enlace es válido durante {minutes} minutos y solo funciona una vez.",
  ignore: "¿No has pedido ningún enlace de acceso? Entonces puedes ignorar este correo.",
};

export const signInMailTexts = { de: mailDe, es: mailEs } satisfies Record<Locale, PlainMessages>;
