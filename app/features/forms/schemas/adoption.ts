import * as z from "zod/mini";
import type { Locale } from "~/i18n/locales";
import { commonTexts, email, honeypot, privacyAccepted, text } from "./common";

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
  errors: {
    dogRequired: "Bitte gib den Namen des Hundes an",
    dogMax: "Der Name des Hundes darf maximal 100 Zeichen lang sein",
    livingSituationMin: "Bitte beschreibe deine Wohnsituation ausführlicher (mind. 10 Zeichen)",
    livingSituationMax: "Wohnsituation darf maximal 500 Zeichen lang sein",
    experienceMin: "Bitte beschreibe deine Erfahrung ausführlicher (mind. 10 Zeichen)",
    experienceMax: "Erfahrung darf maximal 500 Zeichen lang sein",
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
  errors: {
    dogRequired: "Por favor, indica el nombre del perro",
    dogMax: "El nombre del perro no puede tener más de 100 caracteres",
    livingSituationMin: "Por favor, describe tu situación de vivienda con más detalle (mín. 10 caracteres)",
    livingSituationMax: "La situación de vivienda no puede tener más de 500 caracteres",
    experienceMin: "Por favor, describe tu experiencia con más detalle (mín. 10 caracteres)",
    experienceMax: "La experiencia no puede tener más de 500 caracteres",
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
  const m = adoptionTexts[locale].errors;
  return z.object({
    dog: text(c, { min: [1, m.dogRequired], max: [100, m.dogMax] }),
    name: text(c, { min: [2, c.nameMin], max: [100, c.nameMax] }),
    email: email(c),
    phone: text(c, { min: [5, c.phoneMin], max: [30, c.phoneMax] }),
    livingSituation: text(c, { min: [10, m.livingSituationMin], max: [500, m.livingSituationMax], multiline: true }),
    experience: text(c, { min: [10, m.experienceMin], max: [500, m.experienceMax], multiline: true }),
    message: text(c, { min: [20, c.messageMin], max: [2000, c.messageMax], multiline: true }),
    privacyAccepted: privacyAccepted(c),
    website: honeypot(c),
  });
}
