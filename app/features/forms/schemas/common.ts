import * as z from "zod/mini";

/**
 * What every form shares: texts used by several forms, and the field builders
 * the per-form schemas are made of. The schemas run unchanged in the browser
 * (before sending) and on the server (page action and JSON endpoints).
 */

const de = {
  required: "Dieses Feld ist erforderlich",
  invalidValue: "Ungültiger Wert",
  controlCharacters: "Enthält ungültige Zeichen",
  markup: "HTML-Code ist nicht erlaubt",
  nameMin: "Name muss mindestens 2 Zeichen lang sein",
  nameMax: "Name darf maximal 100 Zeichen lang sein",
  emailInvalid: "Ungültige E-Mail-Adresse",
  emailMax: "E-Mail-Adresse darf maximal 255 Zeichen lang sein",
  phoneMin: "Telefonnummer muss mindestens 5 Zeichen lang sein",
  phoneMax: "Telefonnummer darf maximal 30 Zeichen lang sein",
  messageMin: "Nachricht muss mindestens 20 Zeichen lang sein",
  messageMax: "Nachricht darf maximal 2000 Zeichen lang sein",
  livingSituationMin: "Bitte beschreibe deine Wohnsituation ausführlicher (mind. 10 Zeichen)",
  livingSituationMax: "Wohnsituation darf maximal 500 Zeichen lang sein",
  experienceMin: "Bitte beschreibe deine Erfahrung ausführlicher (mind. 10 Zeichen)",
  experienceMax: "Erfahrung darf maximal 500 Zeichen lang sein",
  dogNameRequired: "Bitte gib den Namen des Hundes an",
  dogNameMax: "Der Name des Hundes darf maximal 100 Zeichen lang sein",
  privacyRequired: "Du musst die Datenschutzerklärung akzeptieren",
  honeypot: "Dieses Feld sollte leer bleiben",
  /** Toast when the honeypot is filled (nothing is sent). */
  honeypotToast: "Formular konnte nicht gesendet werden",
  /** Summary of a 400 answer of the JSON endpoints. */
  invalidSubmission: "Bitte überprüfe deine Eingaben.",
  rateLimited: "Zu viele Anfragen. Bitte warte eine Minute und versuche es dann erneut.",
  malformedBody: "Die Anfrage konnte nicht gelesen werden.",
  unknownFormType: "Unbekannter Formulartyp",
  unavailable: "Das Formular ist gerade nicht erreichbar. Bitte versuche es später erneut.",
  labels: {
    name: "Name",
    email: "E-Mail",
    phone: "Telefon",
    message: "Nachricht",
    website: "Website",
  },
  privacy: { before: "Ich habe die ", link: "Datenschutzerklärung", after: " gelesen und akzeptiere sie." },
  requiredNote: "Pflichtfelder",
  optional: "optional",
  submitting: "Wird gesendet...",
  sendFailedTitle: "Fehler beim Senden",
  retry: "Erneut versuchen",
  yes: "Ja",
  no: "Nein",
};

const es: typeof de = {
  required: "Este campo es obligatorio",
  invalidValue: "Valor no válido",
  controlCharacters: "Contiene caracteres no válidos",
  markup: "No se permite código HTML",
  nameMin: "El nombre debe tener al menos 2 caracteres",
  nameMax: "El nombre no puede tener más de 100 caracteres",
  emailInvalid: "Correo electrónico no válido",
  emailMax: "El correo electrónico no puede tener más de 255 caracteres",
  phoneMin: "El teléfono debe tener al menos 5 caracteres",
  phoneMax: "El teléfono no puede tener más de 30 caracteres",
  messageMin: "El mensaje debe tener al menos 20 caracteres",
  messageMax: "El mensaje no puede tener más de 2000 caracteres",
  livingSituationMin: "Por favor, describe tu situación de vivienda con más detalle (mín. 10 caracteres)",
  livingSituationMax: "La situación de vivienda no puede tener más de 500 caracteres",
  experienceMin: "Por favor, describe tu experiencia con más detalle (mín. 10 caracteres)",
  experienceMax: "La experiencia no puede tener más de 500 caracteres",
  dogNameRequired: "Por favor, indica el nombre del perro",
  dogNameMax: "El nombre del perro no puede tener más de 100 caracteres",
  privacyRequired: "Debes aceptar la política de privacidad",
  honeypot: "Este campo debe quedar vacío",
  honeypotToast: "No se pudo enviar el formulario",
  invalidSubmission: "Por favor, revisa los datos introducidos.",
  rateLimited: "Demasiadas solicitudes. Por favor, espera un minuto y vuelve a intentarlo.",
  malformedBody: "No se pudo leer la solicitud.",
  unknownFormType: "Tipo de formulario desconocido",
  unavailable: "El formulario no está disponible en este momento. Por favor, inténtalo de nuevo más tarde.",
  labels: {
    name: "Nombre",
    email: "Correo electrónico",
    phone: "Teléfono",
    message: "Mensaje",
    website: "Sitio web",
  },
  privacy: { before: "He leído y acepto la ", link: "política de privacidad", after: "." },
  requiredNote: "Campos obligatorios",
  optional: "opcional",
  submitting: "Enviando...",
  sendFailedTitle: "Error al enviar",
  retry: "Intentar de nuevo",
  yes: "Sí",
  no: "No",
};

export const commonTexts = { de, es };
export type CommonTexts = typeof de;

/** Field name → messages, as the endpoints answer and the forms show them. */
export type FieldErrors = Record<string, string[]>;

/** The day validation is relative to (age, entry month), as an ISO date `YYYY-MM-DD`. */
export interface ValidationContext {
  today: string;
}

/** C0 control characters (line breaks and tabs only where a field is multi-line) and DEL: matching them is the point. */
/* eslint-disable no-control-regex */
const controlInLine = /[\u0000-\u001F\u007F]/;
const controlInText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/* eslint-enable no-control-regex */
/** Something a browser or mail client could read as a tag: "<" followed by a letter, "/", "!" or "?". */
const markupLike = /<\s*[A-Za-z/!?]/;

/** Missing → "required", present with the wrong type → "invalid value". */
export function typeError(required: string, invalid: string) {
  return { error: (issue: { input?: unknown }) => (issue.input === undefined ? required : invalid) };
}

export interface TextBounds {
  min?: [number, string];
  max: [number, string];
  multiline?: boolean;
  /** Message when the field is missing altogether (defaults to the minimum's message). */
  required?: string;
}

/** A trimmed text field with its bounds; control characters and markup are refused. */
export function text(c: CommonTexts, { min, max, multiline = false, required }: TextBounds) {
  return z.string(typeError(required ?? min?.[1] ?? c.required, c.invalidValue)).check(
    z.trim(),
    ...(min ? [z.minLength(min[0], min[1])] : []),
    z.maxLength(max[0], max[1]),
    z.refine((value: string) => !(multiline ? controlInText : controlInLine).test(value), c.controlCharacters),
    z.refine((value: string) => !markupLike.test(value), c.markup),
  );
}

/** An optional text field: absent or empty is fine, anything given obeys the bounds. */
export function optionalText(c: CommonTexts, bounds: TextBounds) {
  return z.optional(text(c, bounds));
}

/**
 * The fields several forms share, with the bounds of the spec's shared schema
 * (spec 1 §5, spec 2 §5): name 2–100, phone 5–30, living situation and
 * experience 10–500, message 20–2000; a dog's name 1–100.
 */
export const personName = (c: CommonTexts) => text(c, { min: [2, c.nameMin], max: [100, c.nameMax] });
export const phone = (c: CommonTexts) => text(c, { min: [5, c.phoneMin], max: [30, c.phoneMax] });
export const livingSituation = (c: CommonTexts) =>
  text(c, { min: [10, c.livingSituationMin], max: [500, c.livingSituationMax], multiline: true });
export const experience = (c: CommonTexts) => text(c, { min: [10, c.experienceMin], max: [500, c.experienceMax], multiline: true });
export const message = (c: CommonTexts) => text(c, { min: [20, c.messageMin], max: [2000, c.messageMax], multiline: true });
export const dogName = (c: CommonTexts) => text(c, { min: [1, c.dogNameRequired], max: [100, c.dogNameMax] });

/** Same pattern as zod's own e-mail check (no IP literals, no quoted local parts). */
export const emailPattern = z.regexes.email;

export function email(c: CommonTexts, invalid = c.emailInvalid) {
  return z.string(typeError(invalid, c.invalidValue)).check(z.trim(), z.maxLength(255, c.emailMax), z.regex(emailPattern, invalid));
}

export function privacyAccepted(c: CommonTexts) {
  return z.literal(true, { error: c.privacyRequired });
}

/** The hidden anti-spam field: people leave it empty. */
export function honeypot(c: CommonTexts) {
  return z.optional(z.string({ error: c.honeypot }).check(z.trim(), z.maxLength(0, c.honeypot)));
}

/** True when a bot filled the hidden field (any non-blank value, of any type). */
export function isHoneypotFilled(data: unknown): boolean {
  if (typeof data !== "object" || data === null) return false;
  const value = (data as Record<string, unknown>).website;
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}

export interface AmountRules {
  min: [number, string];
  max: [number, string];
  wholeEuros: string;
  invalid: string;
  required: string;
}

/** A whole number of euros within bounds (the amount inputs have step 1). */
export function amount(rules: AmountRules) {
  return z.number(typeError(rules.required, rules.invalid)).check(
    z.gte(rules.min[0], rules.min[1]),
    z.lte(rules.max[0], rules.max[1]),
    z.refine((value: number) => Number.isInteger(value), rules.wholeEuros),
  );
}

export function checkbox(c: CommonTexts) {
  return z._default(z.boolean({ error: c.invalidValue }), false);
}

/** The messages of a failed parse, per field (the first message is what a form shows). */
function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "";
    const messages = (fieldErrors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return fieldErrors;
}

export type Validation<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

export function validateWith<T>(schema: z.ZodMiniType<T>, input: unknown): Validation<T> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}
