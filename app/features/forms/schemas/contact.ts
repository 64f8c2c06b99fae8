import * as z from "zod/mini";
import type { Locale } from "~/i18n/locales";
import { commonTexts, email, honeypot, message, optionalText, personName, privacyAccepted } from "./common";

/**
 * General enquiry (spec 2 §3, §5, §7), also the adoption page's form. When the
 * visitor comes from a dog page, `dogName` carries that dog (optional).
 */

const de = {
  labels: {
    dogName: "Hund",
    name: "Name",
    email: "E-Mail",
    phone: "Telefon",
    message: "Nachricht",
  },
  placeholders: {
    name: "Vor- und Nachname",
    email: "deine@email.de",
    phone: "+49 123 4567890",
    message: "Wie können wir dir helfen?",
  },
  ui: {
    title: "Schreib uns",
    intro: "Wir beantworten deine Nachricht so schnell wie möglich.",
    dogIntro: (dog: string) => `Deine Anfrage zu ${dog}`,
    submit: "Nachricht senden",
    successTitle: "Nachricht gesendet!",
    successText: "Vielen Dank für deine Nachricht! Wir melden uns so schnell wie möglich bei dir.",
    again: "Neue Nachricht",
    errorText: "Es gab ein Problem beim Senden deiner Nachricht. Bitte versuche es erneut.",
  },
};

const es: typeof de = {
  labels: {
    dogName: "Perro",
    name: "Nombre",
    email: "Correo electrónico",
    phone: "Teléfono",
    message: "Mensaje",
  },
  placeholders: {
    name: "Nombre y apellidos",
    email: "tu@email.es",
    phone: "+34 612 345 678",
    message: "¿En qué podemos ayudarte?",
  },
  ui: {
    title: "Escríbenos",
    intro: "Responderemos a tu mensaje lo antes posible.",
    dogIntro: (dog: string) => `Tu consulta sobre ${dog}`,
    submit: "Enviar mensaje",
    successTitle: "¡Mensaje enviado!",
    successText: "¡Gracias por tu mensaje! Nos pondremos en contacto contigo lo antes posible.",
    again: "Nuevo mensaje",
    errorText: "Hubo un problema al enviar tu mensaje. Por favor, inténtalo de nuevo.",
  },
};

export const contactTexts = { de, es };

export function contactSchema(locale: Locale) {
  const c = commonTexts[locale];
  return z.object({
    dogName: optionalText(c, { max: [100, c.dogNameMax] }),
    name: personName(c),
    email: email(c),
    phone: optionalText(c, { max: [30, c.phoneMax] }),
    message: message(c),
    privacyAccepted: privacyAccepted(c),
    website: honeypot(c),
  });
}
