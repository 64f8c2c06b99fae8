import { siteSettings } from "~/platform/settings/current";
import { displayPhone } from "~/platform/settings/display.server";
import type { Locale } from "~/i18n/locales";
import { Lines, MailDocument, muted, renderMail, smallPrint } from "~/platform/mail/mail-html.server";
import { FieldTable, type MailInput, type OutgoingMail, fieldRows, receivedTime, rowsText } from "./mail";
import type { FormType } from "./schemas/form-types";

/**
 * The receipt an accepted submission sends to the visitor: in their language,
 * what they sent (the rows of the association's mail), what happens next and
 * how long it usually takes where the association names a figure, and how to
 * reach the association. Replies go to the association.
 */

export interface ReceiptInput extends Omit<MailInput, "to"> {
  /** The association's address of the variant: a reply to the receipt reaches it. */
  replyTo: string;
}

interface ReceiptTexts {
  subject: string;
  thanks: string;
  /** What happens next, with the usual duration where the association gives one. */
  next: string;
}

const de = {
  greeting: (name: string) => (name ? `Hallo ${name},` : "Hallo,"),
  sent: (when: string) => `Das hast du uns am ${when} geschickt:`,
  reference: "Referenz",
  nextHeading: "Wie es weitergeht",
  contactHeading: "Fragen? Antworte einfach auf diese E-Mail oder melde dich bei uns:",
  email: "E-Mail",
  phone: "Telefon",
  notYou:
    "Du bekommst diese E-Mail, weil auf unserer Website ein Formular mit dieser Adresse abgeschickt wurde. Warst du das nicht, kannst du sie einfach ignorieren.",
  adoption: (dog: string): ReceiptTexts => ({
    subject: `Wir haben deine Adoptionsanfrage für ${dog} erhalten`,
    thanks: "vielen Dank für deine Adoptionsanfrage!",
    next: "Wir lesen deine Anfrage und melden uns so schnell wie möglich bei dir, um dich kennenzulernen. Passt alles zusammen, folgt die Vorkontrolle bei dir zu Hause. Von der Zusage bis zur Ankunft vergehen meist 2-4 Wochen.",
  }),
  sponsorship: (dog: string): ReceiptTexts => ({
    subject: `Wir haben deine Patenschaftsanfrage für ${dog} erhalten`,
    thanks: "vielen Dank für deine Patenschaftsanfrage!",
    next: "Wir melden uns mit allen Details zu deiner Patenschaft bei dir.",
  }),
  fosterHome: (): ReceiptTexts => ({
    subject: "Wir haben deine Bewerbung als Pflegestelle erhalten",
    thanks: "vielen Dank für deine Bewerbung als Pflegestelle!",
    next: "Wir melden uns für ein Kennenlerngespräch bei dir (per Telefon, Video oder bei dir zu Hause). Nach der Vorkontrolle suchen wir gemeinsam einen passenden Hund aus. Eine Pflegezeit dauert meist 4 bis 6 Wochen; Futter und Tierarztkosten übernehmen wir.",
  }),
  contact: (dog?: string): ReceiptTexts => ({
    subject: dog ? `Wir haben deine Nachricht zu ${dog} erhalten` : "Wir haben deine Nachricht erhalten",
    thanks: "vielen Dank für deine Nachricht!",
    next: "Wir lesen deine Nachricht und antworten dir so schnell wie möglich.",
  }),
  donation: (purpose: string): ReceiptTexts => ({
    subject: `Wir haben deine Spendenzusage für „${purpose}“ erhalten`,
    thanks: "vielen Dank für deine Spendenzusage!",
    next: "Wir melden uns mit den Zahlungsdetails bei dir. Für Spenden bis 300 € genügt dem Finanzamt dein Kontoauszug als Nachweis. Für höhere Beträge stellen wir dir gerne eine Zuwendungsbestätigung aus.",
  }),
  membership: (): ReceiptTexts => ({
    subject: "Wir haben deinen Mitgliedsantrag erhalten",
    thanks: "vielen Dank für deinen Mitgliedsantrag!",
    next: "Wir prüfen deinen Antrag und melden uns bald bei dir.",
  }),
};

const es: typeof de = {
  greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
  sent: (when) => `Esto es lo que nos enviaste el ${when}:`,
  reference: "Referencia",
  nextHeading: "Cómo seguimos",
  contactHeading: "¿Tienes preguntas? Responde a este correo o escríbenos:",
  email: "Correo electrónico",
  phone: "Teléfono",
  notYou: "Recibes este correo porque se envió un formulario de nuestra web con esta dirección. Si no fuiste tú, simplemente ignóralo.",
  adoption: (dog) => ({
    subject: `Hemos recibido tu solicitud de adopción para ${dog}`,
    thanks: "¡Gracias por tu solicitud de adopción!",
    next: "Leemos tu solicitud y nos pondremos en contacto contigo lo antes posible para conocerte. Si todo encaja, hacemos el control previo. Desde la confirmación hasta la recogida suelen pasar 1-2 semanas.",
  }),
  sponsorship: (dog) => ({
    subject: `Hemos recibido tu solicitud de apadrinamiento para ${dog}`,
    thanks: "¡Gracias por tu solicitud de apadrinamiento!",
    next: "Nos pondremos en contacto contigo con todos los detalles de tu apadrinamiento.",
  }),
  fosterHome: () => ({
    subject: "Hemos recibido tu solicitud como casa de acogida",
    thanks: "¡Gracias por tu solicitud como casa de acogida!",
    next: "Nos pondremos en contacto contigo para conocernos (por teléfono, videollamada o en tu casa). Después del control previo elegimos juntos un perro adecuado. Una acogida suele durar de 4 a 6 semanas; nosotros pagamos la comida y el veterinario.",
  }),
  contact: (dog) => ({
    subject: dog ? `Hemos recibido tu mensaje sobre ${dog}` : "Hemos recibido tu mensaje",
    thanks: "¡Gracias por tu mensaje!",
    next: "Leemos tu mensaje y te responderemos lo antes posible.",
  }),
  donation: (purpose) => ({
    subject: `Hemos recibido tu compromiso de donación para «${purpose}»`,
    thanks: "¡Gracias por tu compromiso de donación!",
    next: "Te escribiremos con los detalles del pago.",
  }),
  membership: () => ({
    subject: "Hemos recibido tu solicitud de membresía",
    thanks: "¡Gracias por tu solicitud de membresía!",
    next: "Revisamos tu solicitud y nos pondremos en contacto contigo pronto.",
  }),
};

const receiptTexts = { de, es };

const str = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function textsOf(formType: FormType, locale: Locale, data: Record<string, unknown>): ReceiptTexts {
  const t = receiptTexts[locale];
  switch (formType) {
    case "adoption":
      return t.adoption(str(data.dog));
    case "sponsorship":
      return t.sponsorship(str(data.dogName));
    case "foster_home":
      return t.fosterHome();
    case "contact":
      return t.contact(str(data.dogName) || undefined);
    case "donation":
      return t.donation(str(data.purpose));
    case "membership":
      return t.membership();
  }
}

/** The visitor's address: every form asks for it. */
export const receiptAddress = (data: Record<string, unknown>) => str(data.email);

/** The name the visitor gave (the forms call it differently). */
const visitorName = (data: Record<string, unknown>) => str(data.name) || str(data.yourName) || str(data.firstName);

export function buildReceipt(input: ReceiptInput): OutgoingMail {
  const { formType, locale, data } = input;
  const t = receiptTexts[locale];
  const texts = textsOf(formType, locale, data);
  const rows = fieldRows(input);
  const association = siteSettings().associations[locale];
  const { street, postalCode, city } = association.address;
  const contact = [
    association.legalName,
    `${street}, ${postalCode} ${city}`,
    `${t.email}: ${association.email}`,
    `${t.phone}: ${displayPhone(association.phone)}`,
  ];
  const greeting = t.greeting(visitorName(data));
  const sent = t.sent(receivedTime(input.receivedAt, locale));
  const reference = `${t.reference}: ${input.submissionId}`;

  const text = [
    greeting,
    "",
    texts.thanks,
    "",
    `${t.nextHeading}:`,
    texts.next,
    "",
    sent,
    "",
    ...rowsText(rows),
    "",
    reference,
    "",
    t.contactHeading,
    ...contact,
    "",
    t.notYou,
  ].join("\n");

  const html = renderMail(
    <MailDocument locale={locale}>
      <p>{greeting}</p>
      <p>{texts.thanks}</p>
      <h2 style={{ fontSize: 18 }}>{t.nextHeading}</h2>
      <p>{texts.next}</p>
      <p>{sent}</p>
      <FieldTable rows={rows} />
      <p style={muted}>{reference}</p>
      <p>
        <Lines lines={[t.contactHeading, ...contact]} />
      </p>
      <p style={smallPrint}>{t.notYou}</p>
    </MailDocument>,
  );

  return { to: receiptAddress(data), replyTo: input.replyTo, subject: texts.subject, text, html };
}
