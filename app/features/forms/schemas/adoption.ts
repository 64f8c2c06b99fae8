import * as z from "zod/mini";
import type { Locale } from "~/i18n/locales";
import { commonTexts, dogName, email, experience, honeypot, livingSituation, message, personName, phone, privacyAccepted } from "./common";

/** Adoption request from a dog page (spec 1 §3, §5, §7). */

const de = {
  labels: {
    dog: "Hund",
    name: "Name",
    email: "E-Mail",
    phone: "Telefon",
    livingSituation: "Wohnsituation",
    experience: "Erfahrung mit Hunden",
    message: "Nachricht",
  },
  placeholders: {
    name: "Vor- und Nachname",
    email: "deine@email.de",
    phone: "+49 123 4567890",
    livingSituation: "Wohnung oder Haus, Garten, Kinder, weitere Tiere …",
    experience: "Hattest du schon Hunde? Wie viel Zeit hast du für einen Hund?",
    message: "Warum möchtest du diesen Hund adoptieren?",
  },
  ui: {
    title: (dog: string) => `Adoptionsanfrage für ${dog}`,
    intro: "Erzähl uns ein wenig über dich. Wir melden uns so schnell wie möglich bei dir.",
    submit: "Adoptionsanfrage senden",
    successTitle: "Anfrage gesendet!",
    successText: (dog: string) => `Vielen Dank für dein Interesse an ${dog}! Wir melden uns so schnell wie möglich bei dir.`,
    again: "Neue Anfrage",
    errorText: "Es gab ein Problem beim Senden deiner Anfrage. Bitte versuche es erneut.",
  },
};

const es: typeof de = {
  labels: {
    dog: "Perro",
    name: "Nombre",
    email: "Correo electrónico",
    phone: "Teléfono",
    livingSituation: "Situación de vivienda",
    experience: "Experiencia con perros",
    message: "Mensaje",
  },
  placeholders: {
    name: "Nombre y apellidos",
    email: "tu@email.es",
    phone: "+34 612 345 678",
    livingSituation: "Piso o casa, jardín, niños, otros animales …",
    experience: "¿Has tenido perros antes? ¿Cuánto tiempo tienes para un perro?",
    message: "¿Por qué quieres adoptar a este perro?",
  },
  ui: {
    title: (dog: string) => `Solicitud de adopción para ${dog}`,
    intro: "Cuéntanos un poco sobre ti. Nos pondremos en contacto contigo lo antes posible.",
    submit: "Enviar solicitud de adopción",
    successTitle: "¡Solicitud enviada!",
    successText: (dog: string) => `¡Gracias por tu interés en ${dog}! Nos pondremos en contacto contigo lo antes posible.`,
    again: "Nueva solicitud",
    errorText: "Hubo un problema al enviar tu solicitud. Por favor, inténtalo de nuevo.",
  },
};

export const adoptionTexts = { de, es };

export function adoptionSchema(locale: Locale) {
  const c = commonTexts[locale];
  return z.object({
    dog: dogName(c),
    name: personName(c),
    email: email(c),
    phone: phone(c),
    livingSituation: livingSituation(c),
    experience: experience(c),
    message: message(c),
    privacyAccepted: privacyAccepted(c),
    website: honeypot(c),
  });
}
