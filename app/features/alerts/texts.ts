/**
 * Texts of the new-dog alerts: the form on the dog list (loader data, `textsFor(locale, "alertForm")`), the
 * confirm and unsubscribe pages (`"alertLinks"`) and the mails. `{filter}`, `{count}` and `{days}` are filled
 * in by the code.
 */
const formDe = {
  title: "Neue Hunde per E-Mail",
  intro: "Wir schreiben dir, wenn neue Hunde zu dieser Auswahl dazukommen – höchstens eine E-Mail am Tag.",
  filterLabel: "Deine Auswahl",
  allDogs: "Alle Hunde",
  email: "E-Mail-Adresse",
  /** The consent next to the box, around the link to the privacy page; stored with the subscription as shown. */
  consent: {
    before: "Ich möchte E-Mails über neue Hunde dieser Auswahl bekommen und habe die ",
    link: "Datenschutzerklärung",
    after: " gelesen. Abbestellen kann ich jederzeit mit einem Klick.",
  },
  submit: "Benachrichtige mich",
  /** The anti-spam field's label (people never see it). */
  website: "Website",
  success: "Fast geschafft: Bitte bestätige deine Anmeldung mit dem Link in der E-Mail, die wir dir gerade geschickt haben.",
  error: "Die Anmeldung konnte gerade nicht gespeichert werden. Bitte versuche es später erneut.",
};

export type AlertFormTexts = typeof formDe;

const formEs: AlertFormTexts = {
  title: "Perros nuevos por correo",
  intro: "Te escribimos cuando lleguen perros nuevos a esta selección, como mucho un correo al día.",
  filterLabel: "Tu selección",
  allDogs: "Todos los perros",
  email: "Correo electrónico",
  consent: {
    before: "Quiero recibir correos sobre perros nuevos de esta selección y he leído la ",
    link: "política de privacidad",
    after: ". Puedo darme de baja en cualquier momento con un clic.",
  },
  submit: "Avísame",
  website: "Sitio web",
  success: "Casi listo: confirma tu suscripción con el enlace del correo que te acabamos de enviar.",
  error: "No se pudo guardar la suscripción. Por favor intenta de nuevo más tarde.",
};

export const alertFormTexts = { de: formDe, es: formEs };

const linksDe = {
  confirm: {
    title: "Anmeldung bestätigen",
    intro: "Bitte bestätige, dass du E-Mails über neue Hunde bekommen möchtest.",
    button: "Anmeldung bestätigen",
    done: "Danke! Deine Anmeldung ist bestätigt. Wir schreiben dir, sobald neue Hunde dazukommen.",
    invalid: "Dieser Link ist nicht mehr gültig. Melde dich auf der Hundeliste einfach neu an.",
    toList: "Zu unseren Hunden",
  },
  unsubscribe: {
    title: "Benachrichtigungen abbestellen",
    intro: "Möchtest du keine E-Mails über neue Hunde mehr bekommen?",
    button: "Abbestellen",
    done: "Du bist abgemeldet und bekommst keine E-Mails über neue Hunde mehr.",
    invalid: "Dieser Link ist nicht mehr gültig. Vielleicht bist du schon abgemeldet.",
    toList: "Zu unseren Hunden",
  },
};

export type AlertLinkTexts = typeof linksDe;

const linksEs: AlertLinkTexts = {
  confirm: {
    title: "Confirmar suscripción",
    intro: "Confirma que quieres recibir correos sobre perros nuevos.",
    button: "Confirmar suscripción",
    done: "¡Gracias! Tu suscripción está confirmada. Te escribiremos cuando lleguen perros nuevos.",
    invalid: "Este enlace ya no es válido. Suscríbete de nuevo en la lista de perros.",
    toList: "Ver nuestros perros",
  },
  unsubscribe: {
    title: "Darse de baja de los avisos",
    intro: "¿Ya no quieres recibir correos sobre perros nuevos?",
    button: "Darme de baja",
    done: "Te has dado de baja y ya no recibirás correos sobre perros nuevos.",
    invalid: "Este enlace ya no es válido. Quizá ya te has dado de baja.",
    toList: "Ver nuestros perros",
  },
};

export const alertLinkTexts = { de: linksDe, es: linksEs };

/** The consent in one line, as stored with a subscription. */
export const consentWording = (consent: AlertFormTexts["consent"]) => consent.before + consent.link + consent.after;

/** The words of the mails (built on the server only). */
const mailDe = {
  confirmSubject: "Bitte bestätige: neue Hunde per E-Mail",
  confirmBody: (filter: string) =>
    `Hallo,\n\ndu möchtest per E-Mail erfahren, wenn neue Hunde zu deiner Auswahl „${filter}“ dazukommen. Bitte bestätige das mit diesem Link:`,
  confirmHint: "Solange du nicht bestätigst, schicken wir dir nichts. Ohne Bestätigung löschen wir deine Adresse nach 48 Stunden.",
  confirmButton: "Anmeldung bestätigen",
  notYou: "Warst du das nicht? Dann ignoriere diese E-Mail einfach.",
  alertSubject: (count: number, first: string) =>
    count === 1 ? `Neu bei uns: ${first}` : `${count} neue Hunde bei uns, darunter ${first}`,
  alertIntro: (filter: string) => `Hallo,\n\nneu in deiner Auswahl „${filter}“:`,
  alertLink: "Mehr erfahren",
  unsubscribe: "Keine E-Mails mehr über neue Hunde? Hier abbestellen:",
};

const mailEs: typeof mailDe = {
  confirmSubject: "Por favor confirma: perros nuevos por correo",
  confirmBody: (filter) =>
    `Hola:\n\nquieres saber por correo cuándo llegan perros nuevos a tu selección «${filter}». Por favor confírmalo con este enlace:`,
  confirmHint: "Mientras no confirmes, no te enviaremos nada. Sin confirmación borramos tu dirección a las 48 horas.",
  confirmButton: "Confirmar suscripción",
  notYou: "¿No fuiste tú? Simplemente ignora este correo.",
  alertSubject: (count, first) => (count === 1 ? `Nuevo con nosotros: ${first}` : `${count} perros nuevos, entre ellos ${first}`),
  alertIntro: (filter) => `Hola:\n\nnuevo en tu selección «${filter}»:`,
  alertLink: "Más información",
  unsubscribe: "¿No quieres más correos sobre perros nuevos? Date de baja aquí:",
};

export const alertMailTexts = { de: mailDe, es: mailEs };
