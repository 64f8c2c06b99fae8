import * as z from "zod/mini";
import type { Locale } from "~/i18n/locales";
import {
  commonTexts,
  email,
  experience,
  honeypot,
  livingSituation,
  message,
  optionalText,
  personName,
  phone,
  privacyAccepted,
  text,
} from "./common";

/** Foster-home application (spec 2 §3, §5, §7). */

const de = {
  labels: {
    name: "Name",
    email: "E-Mail",
    phone: "Telefon",
    address: "Adresse",
    zipCode: "PLZ",
    experience: "Erfahrung mit Hunden",
    existingPets: "Vorhandene Haustiere",
    livingSituation: "Wohnsituation",
    availability: "Verfügbarkeit",
    message: "Nachricht",
  },
  placeholders: {
    name: "Vor- und Nachname",
    email: "deine@email.de",
    phone: "+49 123 4567890",
    address: "Straße, Hausnummer, Ort",
    zipCode: "12345",
    experience: "Welche Erfahrungen hast du mit Hunden?",
    existingPets: "Leben schon Tiere bei dir? Welche?",
    livingSituation: "Wohnung oder Haus, Garten, Kinder …",
    availability: "Ab wann und wie lange kannst du einen Hund aufnehmen?",
    message: "Was möchtest du uns noch mitteilen?",
  },
  errors: {
    addressMin: "Adresse muss mindestens 5 Zeichen lang sein",
    addressMax: "Adresse darf maximal 200 Zeichen lang sein",
    zipCodeMin: "PLZ muss mindestens 4 Zeichen lang sein",
    zipCodeMax: "PLZ darf maximal 10 Zeichen lang sein",
    existingPetsMax: "Angaben zu Haustieren dürfen maximal 500 Zeichen lang sein",
    availabilityMin: "Bitte beschreibe deine Verfügbarkeit ausführlicher (mind. 10 Zeichen)",
    availabilityMax: "Verfügbarkeit darf maximal 500 Zeichen lang sein",
  },
  ui: {
    title: "Bewerbung als Pflegestelle",
    intro: "Erzähl uns von dir und deinem Zuhause. Wir melden uns für ein erstes Kennenlernen bei dir.",
    submit: "Bewerbung absenden",
    successTitle: "Bewerbung gesendet!",
    successText: "Vielen Dank für deine Bewerbung als Pflegestelle! Wir melden uns in Kürze bei dir.",
    again: "Neue Bewerbung",
    errorText: "Es gab ein Problem beim Senden deiner Bewerbung. Bitte versuche es erneut.",
  },
};

const es: typeof de = {
  labels: {
    name: "Nombre",
    email: "Correo electrónico",
    phone: "Teléfono",
    address: "Dirección",
    zipCode: "C.P.",
    experience: "Experiencia con perros",
    existingPets: "Mascotas en casa",
    livingSituation: "Situación de vivienda",
    availability: "Disponibilidad",
    message: "Mensaje",
  },
  placeholders: {
    name: "Nombre y apellidos",
    email: "tu@email.es",
    phone: "+34 612 345 678",
    address: "Calle, número, localidad",
    zipCode: "12580",
    experience: "¿Qué experiencia tienes con perros?",
    existingPets: "¿Ya viven animales contigo? ¿Cuáles?",
    livingSituation: "Piso o casa, jardín, niños …",
    availability: "¿Desde cuándo y durante cuánto tiempo puedes acoger a un perro?",
    message: "¿Qué más quieres contarnos?",
  },
  errors: {
    addressMin: "La dirección debe tener al menos 5 caracteres",
    addressMax: "La dirección no puede tener más de 200 caracteres",
    zipCodeMin: "El código postal debe tener al menos 4 caracteres",
    zipCodeMax: "El código postal no puede tener más de 10 caracteres",
    existingPetsMax: "Los datos sobre mascotas no pueden tener más de 500 caracteres",
    availabilityMin: "Por favor, describe tu disponibilidad con más detalle (mín. 10 caracteres)",
    availabilityMax: "La disponibilidad no puede tener más de 500 caracteres",
  },
  ui: {
    title: "Solicitud como casa de acogida",
    intro: "Cuéntanos sobre ti y tu hogar. Te contactaremos para conocernos.",
    submit: "Enviar solicitud",
    successTitle: "¡Solicitud enviada!",
    successText: "¡Gracias por tu solicitud como casa de acogida! Nos pondremos en contacto contigo en breve.",
    again: "Nueva solicitud",
    errorText: "Hubo un problema al enviar tu solicitud. Por favor, inténtalo de nuevo.",
  },
};

export const fosterHomeTexts = { de, es };

export function fosterHomeSchema(locale: Locale) {
  const c = commonTexts[locale];
  const m = fosterHomeTexts[locale].errors;
  return z.object({
    name: personName(c),
    email: email(c),
    phone: phone(c),
    address: text(c, { min: [5, m.addressMin], max: [200, m.addressMax] }),
    zipCode: text(c, { min: [4, m.zipCodeMin], max: [10, m.zipCodeMax] }),
    experience: experience(c),
    existingPets: optionalText(c, { max: [500, m.existingPetsMax], multiline: true }),
    livingSituation: livingSituation(c),
    availability: text(c, { min: [10, m.availabilityMin], max: [500, m.availabilityMax], multiline: true }),
    message: message(c),
    privacyAccepted: privacyAccepted(c),
    website: honeypot(c),
  });
}
