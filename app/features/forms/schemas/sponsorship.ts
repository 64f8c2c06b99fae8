import * as z from "zod/mini";
import type { Locale } from "~/i18n/locales";
import { SPONSORSHIP_MAX, SPONSORSHIP_MIN, SPONSORSHIP_PRESETS, SPONSORSHIP_REQUEST_CUSTOM_MIN } from "./amounts";
import { amount, checkbox, commonTexts, dogName, email, honeypot, text } from "./common";

/**
 * Monthly sponsorship (spec 1 §3, §4, §5): on a dog page (presets, a custom
 * amount overrides once it is at least 10 €) and as a request on the donations
 * page (presets or "Anderer Betrag (ab 30€)"). Both send the same fields; the
 * request form adds `source: "donationsPage"` so the server applies its rule.
 */

export type SponsorshipSource = "dogPage" | "donationsPage";

const de = {
  labels: {
    dogName: "Hund",
    yourName: "Dein Name",
    email: "E-Mail",
    amount: "Monatlicher Betrag",
    publishName: "Name als Pate veröffentlichen",
    source: "Formular",
  },
  errors: {
    yourNameRequired: "Name ist erforderlich",
    amountRequired: "Bitte wähle einen Betrag",
    amountInvalid: "Bitte gib einen gültigen Betrag ein",
    amountMin: "Betrag muss mindestens 10€ sein",
    amountRequestMin: "Betrag muss mindestens 30€ sein",
    amountMax: "Betrag darf maximal 10000€ sein",
    amountWhole: "Bitte gib einen ganzen Euro-Betrag ein",
  },
  ui: {
    title: (dog: string) => `Pate werden für ${dog}`,
    intro: (dog: string) => `Mit einer monatlichen Patenschaft hilfst du ${dog} bei Futter, Pflege und tierärztlicher Versorgung.`,
    requestTitle: "Patenschaft anfragen",
    requestIntro: "Wähle deinen Patenhund und deinen monatlichen Beitrag. Wir melden uns mit allen Details bei dir.",
    dogNamePlaceholder: "Name des Hundes",
    yourNamePlaceholder: "Vor- und Nachname",
    emailPlaceholder: "deine@email.de",
    perMonth: "€ / Monat",
    customAmount: "Eigener Betrag",
    customAmountPlaceholder: "Eigener Betrag (ab 10€)",
    requestCustomAmount: "Anderer Betrag (ab 30€)",
    publishName: "Mein Name darf als Pate bzw. Patin veröffentlicht werden",
    privacyNote: { before: "Mit dem Absenden akzeptierst du unsere ", link: "Datenschutzerklärung", after: "." },
    submit: "Patenschaft anfragen",
    successTitle: "Patenschaftsanfrage gesendet!",
    successText: "Vielen Dank! Wir haben deine Anfrage erhalten und melden uns bei dir.",
    again: "Neue Anfrage",
    errorText: "Es gab ein Problem beim Senden deiner Anfrage. Bitte versuche es erneut.",
    errorToast: "Fehler beim Senden. Bitte versuche es später erneut.",
  },
};

const es: typeof de = {
  labels: {
    dogName: "Perro",
    yourName: "Tu nombre",
    email: "Correo electrónico",
    amount: "Importe mensual",
    publishName: "Publicar el nombre como padrino o madrina",
    source: "Formulario",
  },
  errors: {
    yourNameRequired: "El nombre es obligatorio",
    amountRequired: "Por favor, elige un importe",
    amountInvalid: "Por favor, introduce un importe válido",
    amountMin: "El importe debe ser de al menos 10€",
    amountRequestMin: "El importe debe ser de al menos 30€",
    amountMax: "El importe no puede superar los 10000€",
    amountWhole: "Por favor, introduce un importe en euros sin decimales",
  },
  ui: {
    title: (dog: string) => `Apadrina a ${dog}`,
    intro: (dog: string) => `Con un apadrinamiento mensual ayudas a ${dog} con la comida, los cuidados y la atención veterinaria.`,
    requestTitle: "Solicitar un apadrinamiento",
    requestIntro: "Elige a tu perro apadrinado y tu aportación mensual. Te escribiremos con todos los detalles.",
    dogNamePlaceholder: "Nombre del perro",
    yourNamePlaceholder: "Nombre y apellidos",
    emailPlaceholder: "tu@email.es",
    perMonth: "€ / mes",
    customAmount: "Importe propio",
    customAmountPlaceholder: "Importe propio (desde 10€)",
    requestCustomAmount: "Otro importe (desde 30€)",
    publishName: "Acepto que mi nombre se publique como padrino o madrina",
    privacyNote: { before: "Al enviar aceptas nuestra ", link: "política de privacidad", after: "." },
    submit: "Solicitar apadrinamiento",
    successTitle: "¡Solicitud de apadrinamiento enviada!",
    successText: "¡Gracias! Hemos recibido tu solicitud y nos pondremos en contacto contigo.",
    again: "Nueva solicitud",
    errorText: "Hubo un problema al enviar tu solicitud. Por favor, inténtalo de nuevo.",
    errorToast: "Error al enviar. Por favor, inténtalo de nuevo más tarde.",
  },
};

export const sponsorshipTexts = { de, es };

/** Donations page: presets, or any whole amount from 30 € ("Anderer Betrag (ab 30€)"). */
function isRequestAmount(value: number) {
  return (SPONSORSHIP_PRESETS as readonly number[]).includes(value) || value >= SPONSORSHIP_REQUEST_CUSTOM_MIN;
}

/**
 * The schema for the form a submission says it comes from (`source`); the
 * request form of the donations page takes presets or from 30 €.
 */
export function sponsorshipSchema(locale: Locale, source: SponsorshipSource = "dogPage") {
  const c = commonTexts[locale];
  const m = sponsorshipTexts[locale].errors;
  const monthly = amount({
    min: [SPONSORSHIP_MIN, source === "dogPage" ? m.amountMin : m.amountRequestMin],
    max: [SPONSORSHIP_MAX, m.amountMax],
    wholeEuros: m.amountWhole,
    invalid: m.amountInvalid,
    required: m.amountRequired,
  });
  return z.object({
    dogName: dogName(c),
    yourName: text(c, { min: [1, m.yourNameRequired], max: [100, c.nameMax] }),
    email: email(c),
    amount: source === "dogPage" ? monthly : monthly.check(z.refine(isRequestAmount, m.amountRequestMin)),
    publishName: checkbox(c),
    source: z._default(z.literal(source, { error: c.invalidValue }), source),
    website: honeypot(c),
  });
}

/** Which sponsorship form a submission claims to come from (anything else: the dog page). */
export function sponsorshipSource(data: unknown): SponsorshipSource {
  return typeof data === "object" && data !== null && (data as { source?: unknown }).source === "donationsPage"
    ? "donationsPage"
    : "dogPage";
}
