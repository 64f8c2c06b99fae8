import * as z from "zod/mini";
import type { Locale } from "~/i18n/locales";
import { amount, commonTexts, email, honeypot, optionalText, personName, privacyAccepted, text } from "./common";

/**
 * Donation pledge with a preset purpose (spec 2 §2 hospice and shelter pages:
 * "Hospiz"/"Hospicio" or the shelter's name). The spec does not show this
 * form's fields; it asks for what the association needs to follow up.
 */

export const DONATION_MIN = 1;
export const DONATION_MAX = 10000;

const de = {
  labels: {
    purpose: "Verwendungszweck",
    name: "Name",
    email: "E-Mail",
    amount: "Betrag in €",
    message: "Nachricht",
  },
  placeholders: {
    name: "Vor- und Nachname",
    email: "deine@email.de",
    amount: "50",
    message: "Möchtest du uns noch etwas mitteilen?",
  },
  errors: {
    purposeRequired: "Bitte gib einen Verwendungszweck an",
    purposeMax: "Der Verwendungszweck darf maximal 100 Zeichen lang sein",
    amountRequired: "Bitte gib einen Betrag ein",
    amountInvalid: "Bitte gib einen gültigen Betrag ein",
    amountMin: "Betrag muss mindestens 1€ sein",
    amountMax: "Betrag darf maximal 10000€ sein",
    amountWhole: "Bitte gib einen ganzen Euro-Betrag ein",
  },
  ui: {
    title: "Jetzt spenden",
    intro: "Teile uns deine Spende mit – wir melden uns mit allen Details zur Zahlung bei dir.",
    submit: "Spende ankündigen",
    successTitle: "Vielen Dank für deine Spende!",
    successText: (purpose: string) =>
      `Wir haben deine Spendenzusage für „${purpose}“ erhalten und melden uns mit den Zahlungsdetails bei dir.`,
    again: "Weitere Spende",
    errorText: "Es gab ein Problem beim Senden deiner Spende. Bitte versuche es erneut.",
  },
};

const es: typeof de = {
  labels: {
    purpose: "Finalidad",
    name: "Nombre",
    email: "Correo electrónico",
    amount: "Importe en €",
    message: "Mensaje",
  },
  placeholders: {
    name: "Nombre y apellidos",
    email: "tu@email.es",
    amount: "50",
    message: "¿Quieres contarnos algo más?",
  },
  errors: {
    purposeRequired: "Por favor, indica una finalidad",
    purposeMax: "La finalidad no puede tener más de 100 caracteres",
    amountRequired: "Por favor, introduce un importe",
    amountInvalid: "Por favor, introduce un importe válido",
    amountMin: "El importe debe ser de al menos 1€",
    amountMax: "El importe no puede superar los 10000€",
    amountWhole: "Por favor, introduce un importe en euros sin decimales",
  },
  ui: {
    title: "Dona ahora",
    intro: "Cuéntanos tu donación y te escribiremos con todos los detalles del pago.",
    submit: "Anunciar donación",
    successTitle: "¡Gracias por tu donación!",
    successText: (purpose: string) =>
      `Hemos recibido tu compromiso de donación para «${purpose}» y te escribiremos con los detalles del pago.`,
    again: "Otra donación",
    errorText: "Hubo un problema al enviar tu donación. Por favor, inténtalo de nuevo.",
  },
};

export const donationTexts = { de, es };

export function donationSchema(locale: Locale) {
  const c = commonTexts[locale];
  const m = donationTexts[locale].errors;
  return z.object({
    purpose: text(c, { min: [1, m.purposeRequired], max: [100, m.purposeMax] }),
    name: personName(c),
    email: email(c),
    amount: amount({
      min: [DONATION_MIN, m.amountMin],
      max: [DONATION_MAX, m.amountMax],
      wholeEuros: m.amountWhole,
      invalid: m.amountInvalid,
      required: m.amountRequired,
    }),
    message: optionalText(c, { max: [2000, c.messageMax], multiline: true }),
    privacyAccepted: privacyAccepted(c),
    website: honeypot(c),
  });
}
