import * as z from "zod/mini";
import type { Locale } from "~/i18n/locales";
import {
  type CommonTexts,
  type FieldErrors,
  type ValidationContext,
  commonTexts,
  emailPattern,
  honeypot,
  optionalText,
  text,
  typeError,
  validateWith,
} from "./common";
import { MINIMUM_AGE, ageOn, firstOfMonth, nextMonth, parseIsoDate, parseIsoMonth } from "./dates";

/** Four-step membership application (spec 2 §2–§5, §7–§9). */

export const MEMBERSHIP_TYPES = ["active", "supporting"] as const;
export const SALUTATIONS = ["female", "male"] as const;
export const PAYMENT_INTERVALS = ["monthly", "quarterly", "biannual", "annual"] as const;
export const MEMBERSHIP_STEPS = [1, 2, 3, 4] as const;
export type MembershipStep = (typeof MEMBERSHIP_STEPS)[number];

/** The fields each step asks for, in form order. */
export const MEMBERSHIP_STEP_FIELDS = {
  1: ["membershipType"],
  2: ["salutation", "firstName", "lastName", "birthday"],
  3: ["street", "addressAddition", "postalCode", "city", "country", "email", "phone", "mobile", "facebookUsername"],
  4: ["entryDate", "paymentInterval"],
} as const satisfies Record<MembershipStep, readonly string[]>;

export type MembershipField = (typeof MEMBERSHIP_STEP_FIELDS)[MembershipStep][number];

const de = {
  steps: ["Mitgliedschaft", "Persönliche Daten", "Adresse & Kontakt", "Zahlung"],
  stepOf: (step: number, total: number) => `Schritt ${step} von ${total}`,
  title: "Mitgliedsantrag",
  intro: "In vier kurzen Schritten zur Mitgliedschaft.",
  labels: {
    membershipType: "Mitgliedsvariante",
    salutation: "Anrede",
    firstName: "Vorname",
    lastName: "Nachname",
    birthday: "Geburtsdatum",
    street: "Straße und Hausnummer",
    addressAddition: "Adresszusatz",
    postalCode: "PLZ",
    city: "Ort",
    country: "Land",
    email: "E-Mail",
    phone: "Telefon",
    mobile: "Mobil",
    facebookUsername: "Facebook-Name",
    entryDate: "Eintrittsdatum",
    paymentInterval: "Zahlungsintervall",
  } satisfies Record<MembershipField, string>,
  membershipTypes: {
    active: {
      label: "Aktives Mitglied",
      description:
        "Mit Stimmrecht bei Mitgliederversammlungen: Du entscheidest mit – gedacht für alle, die aktiv mithelfen, z. B. als Pflegestelle oder in der Transportorganisation.",
    },
    supporting: {
      label: "Fördermitglied",
      description: "Du unterstützt unsere Arbeit finanziell und bleibst informiert – ohne Stimmrecht.",
    },
  },
  salutations: { female: "Frau", male: "Herr" },
  paymentIntervals: { monthly: "Monatlich", quarterly: "Vierteljährlich", biannual: "Halbjährlich", annual: "Jährlich" },
  countries: [
    "Deutschland",
    "Österreich",
    "Schweiz",
    "Spanien",
    "Belgien",
    "Dänemark",
    "Frankreich",
    "Italien",
    "Liechtenstein",
    "Luxemburg",
    "Niederlande",
    "Polen",
    "Tschechien",
  ],
  hints: {
    phones: "Mindestens eine Telefonnummer, jeweils mit Ländervorwahl (z. B. +49 …).",
    entryDate: "Die Mitgliedschaft beginnt immer am Ersten des gewählten Monats.",
    fee: "Deinen Beitrag (ab 5 € im Monat) wählst du frei und kannst ihn jederzeit anpassen.",
  },
  privacyNote: { before: "Mit dem Absenden akzeptierst du unsere ", link: "Datenschutzerklärung", after: "." },
  buttons: { back: "Zurück", next: "Weiter", submit: "Antrag absenden" },
  choose: "Bitte wählen",
  phonePlaceholder: "+49 …",
  errors: {
    membershipTypeRequired: "Bitte wähle eine Mitgliedsvariante.",
    required: "Bitte fülle alle Pflichtfelder aus.",
    requiredBeforeNext: "Bitte fülle alle Pflichtfelder aus, bevor du fortfährst.",
    tooLong: (max: number) => `Maximal ${max} Zeichen erlaubt.`,
    birthdayInvalid: "Bitte gib ein gültiges Geburtsdatum ein.",
    tooYoung: "Du musst mindestens 18 Jahre alt sein.",
    countryInvalid: "Bitte wähle ein Land aus der Liste.",
    emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein.",
    phoneRequired: "Bitte gib mindestens eine Telefonnummer an.",
    phoneRequiredFinal: "Bitte geben Sie mindestens eine Telefonnummer (Telefon oder Mobil) an.",
    phoneCountryCode: "Die Nummer muss mit der Ländervorwahl beginnen (z. B. +49 für Deutschland).",
    phoneDigits: "Die Nummer muss mindestens 10 Ziffern haben.",
    phoneCharacters: "Die Nummer enthält ungültige Zeichen.",
    entryDateInvalid: "Bitte wähle einen gültigen Monat.",
    entryDateTooEarly: "Das Eintrittsdatum muss frühestens im nächsten Monat liegen.",
  },
  noticeTitles: {
    missing: "Fehlende Angaben",
    birthday: "Ungültiges Geburtsdatum",
    phone: "Ungültige Telefonnummer",
    mobile: "Ungültige Mobilnummer",
    error: "Fehler",
  },
  success: {
    title: "Mitgliedschaftsantrag gesendet!",
    text: "Deine Mitgliedschaftsanfrage wurde erfolgreich übermittelt. Wir melden uns bald bei dir!",
    again: "Neuer Antrag",
  },
  failure: {
    title: "Fehler beim Senden",
    text: "Es gab ein Problem beim Senden deiner Anfrage. Bitte versuche es später erneut.",
  },
};

const es: typeof de = {
  steps: ["Membresía", "Datos personales", "Dirección y contacto", "Pago"],
  stepOf: (step: number, total: number) => `Paso ${step} de ${total}`,
  title: "Solicitud de membresía",
  intro: "Hazte socio en cuatro pasos sencillos.",
  labels: {
    membershipType: "Tipo de membresía",
    salutation: "Tratamiento",
    firstName: "Nombre",
    lastName: "Apellidos",
    birthday: "Fecha de nacimiento",
    street: "Calle y número",
    addressAddition: "Complemento de dirección",
    postalCode: "Código postal",
    city: "Localidad",
    country: "País",
    email: "Correo electrónico",
    phone: "Teléfono",
    mobile: "Móvil",
    facebookUsername: "Nombre de usuario de Facebook",
    entryDate: "Fecha de alta",
    paymentInterval: "Periodicidad de pago",
  },
  membershipTypes: {
    active: {
      label: "Socio activo",
      description:
        "Con derecho a voto en las asambleas: participas en las decisiones. Pensado para quien colabora activamente, por ejemplo como casa de acogida o en la organización de transportes.",
    },
    supporting: {
      label: "Socio colaborador",
      description: "Apoyas nuestro trabajo económicamente y recibes información, sin derecho a voto.",
    },
  },
  salutations: { female: "Señora", male: "Señor" },
  paymentIntervals: { monthly: "Mensual", quarterly: "Trimestral", biannual: "Semestral", annual: "Anual" },
  countries: [
    "España",
    "Alemania",
    "Austria",
    "Suiza",
    "Bélgica",
    "Dinamarca",
    "Francia",
    "Italia",
    "Liechtenstein",
    "Luxemburgo",
    "Países Bajos",
    "Polonia",
    "República Checa",
  ],
  hints: {
    phones: "Al menos un número de teléfono, siempre con prefijo internacional (p. ej. +34 …).",
    entryDate: "La membresía empieza siempre el día 1 del mes elegido.",
    fee: "Tu cuota (desde 5 € al mes) la eliges libremente y puedes ajustarla en cualquier momento.",
  },
  privacyNote: { before: "Al enviar aceptas nuestra ", link: "política de privacidad", after: "." },
  buttons: { back: "Atrás", next: "Siguiente", submit: "Enviar solicitud" },
  choose: "Selecciona una opción",
  phonePlaceholder: "+34 …",
  errors: {
    membershipTypeRequired: "Por favor, selecciona un tipo de membresía.",
    required: "Por favor, completa todos los campos obligatorios.",
    requiredBeforeNext: "Por favor, completa todos los campos obligatorios antes de continuar.",
    tooLong: (max: number) => `Se permiten como máximo ${max} caracteres.`,
    birthdayInvalid: "Por favor, introduce una fecha de nacimiento válida.",
    tooYoung: "Debes tener al menos 18 años.",
    countryInvalid: "Por favor, elige un país de la lista.",
    emailInvalid: "Por favor, introduce un correo electrónico válido.",
    phoneRequired: "Por favor, indica al menos un número de teléfono.",
    phoneRequiredFinal: "Por favor, indique al menos un número de teléfono (teléfono o móvil).",
    phoneCountryCode: "El número debe empezar con el prefijo del país (p. ej. +34 para España).",
    phoneDigits: "El número debe tener al menos 10 dígitos.",
    phoneCharacters: "El número contiene caracteres no válidos.",
    entryDateInvalid: "Por favor, elige un mes válido.",
    entryDateTooEarly: "La fecha de alta debe ser como muy pronto el mes que viene.",
  },
  noticeTitles: {
    missing: "Información faltante",
    birthday: "Fecha de nacimiento no válida",
    phone: "Número de teléfono no válido",
    mobile: "Número de móvil no válido",
    error: "Error",
  },
  success: {
    title: "¡Solicitud de membresía enviada!",
    text: "Tu solicitud de membresía se ha enviado correctamente. ¡Nos pondremos en contacto contigo pronto!",
    again: "Nueva solicitud",
  },
  failure: {
    title: "Error al enviar",
    text: "Hubo un problema al enviar tu solicitud. Por favor, inténtalo de nuevo más tarde.",
  },
};

export const membershipTexts = { de, es };

export type PhoneProblem = "phoneCountryCode" | "phoneDigits" | "phoneCharacters";

/**
 * Spec 2 §5, in the spec's order: starts with "+", at least 10 digits once
 * spaces, dashes, dots, brackets and the plus are removed, and nothing but
 * digits, plus, spaces, dashes, dots and brackets.
 */
export function phoneProblem(number: string): PhoneProblem | undefined {
  if (!number.startsWith("+")) return "phoneCountryCode";
  if (number.replace(/[\s\-.()+]/g, "").replace(/\D/g, "").length < 10) return "phoneDigits";
  if (!/^[\d+\s\-.()]+$/.test(number)) return "phoneCharacters";
  return undefined;
}

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

function fieldSchemas(locale: Locale, context: ValidationContext) {
  const c: CommonTexts = commonTexts[locale];
  const t = membershipTexts[locale];
  const m = t.errors;
  const required = typeError(m.required, m.required);
  const requiredText = (max: number) => text(c, { min: [1, m.required], max: [max, m.tooLong(max)] });
  const optional = (max: number) => optionalText(c, { max: [max, m.tooLong(max)] });
  const today = parseIsoDate(context.today);
  if (!today) throw new Error(`validation context: not an ISO date: ${context.today}`);

  const phoneNumber = optional(30).check(
    z.superRefine((number: string | undefined, ctx) => {
      const problem = number ? phoneProblem(number) : undefined;
      if (problem) ctx.addIssue({ code: "custom", message: m[problem], input: number });
    }),
  );

  return {
    membershipType: z.enum(MEMBERSHIP_TYPES, { error: m.membershipTypeRequired }),
    salutation: z.enum(SALUTATIONS, required),
    firstName: requiredText(100),
    lastName: requiredText(100),
    birthday: z.string(required).check(
      z.trim(),
      z.minLength(1, m.required),
      z.superRefine((value: string, ctx) => {
        if (value === "") return;
        const birthday = parseIsoDate(value);
        if (!birthday || birthday.year < 1900) ctx.addIssue({ code: "custom", message: m.birthdayInvalid, input: value });
        else if (ageOn(birthday, today) < MINIMUM_AGE) ctx.addIssue({ code: "custom", message: m.tooYoung, input: value });
      }),
    ),
    street: requiredText(200),
    addressAddition: optional(200),
    postalCode: requiredText(10),
    city: requiredText(100),
    country: z.enum(t.countries as [string, ...string[]], {
      error: (issue) => (issue.input === undefined || issue.input === "" ? m.required : m.countryInvalid),
    }),
    email: z.string(required).check(
      z.trim(),
      z.minLength(1, m.required),
      z.maxLength(255, c.emailMax),
      z.superRefine((value: string, ctx) => {
        if (value !== "" && !emailPattern.test(value)) ctx.addIssue({ code: "custom", message: m.emailInvalid, input: value });
      }),
    ),
    phone: phoneNumber,
    mobile: phoneNumber,
    facebookUsername: optional(100),
    entryDate: z.pipe(
      z.string(required).check(
        z.trim(),
        z.minLength(1, m.required),
        z.superRefine((value: string, ctx) => {
          if (value === "") return;
          const month = parseIsoMonth(value);
          if (!month) ctx.addIssue({ code: "custom", message: m.entryDateInvalid, input: value });
          else if (firstOfMonth(month) < `${nextMonth(context.today)}-01`) {
            ctx.addIssue({ code: "custom", message: m.entryDateTooEarly, input: value });
          }
        }),
      ),
      // Stored as the first day of the chosen month (CONTRACT).
      z.transform((value: string) => firstOfMonth(parseIsoMonth(value) ?? { year: 0, month: 1 })),
    ),
    paymentInterval: z.enum(PAYMENT_INTERVALS, required),
    website: honeypot(c),
  };
}

/** At least one of phone and mobile; checked even while other fields are still invalid. */
function atLeastOnePhone(message: string) {
  return z.superRefine(
    (value: { phone?: unknown; mobile?: unknown }, ctx) => {
      if (!filled(value.phone) && !filled(value.mobile)) ctx.addIssue({ code: "custom", path: ["phone"], message, input: value });
    },
    { when: () => true },
  );
}

/** The schema of one step (what Next checks). */
export function membershipStepSchema(locale: Locale, context: ValidationContext, step: MembershipStep) {
  const fields = fieldSchemas(locale, context);
  const shape = Object.fromEntries(MEMBERSHIP_STEP_FIELDS[step].map((name) => [name, fields[name]]));
  const schema = z.object(shape);
  return step === 3 ? schema.check(atLeastOnePhone(membershipTexts[locale].errors.phoneRequired)) : schema;
}

/** The whole application as submitted: every step again, with the final recheck's own phone message. */
export function membershipSchema(locale: Locale, context: ValidationContext) {
  return z.object(fieldSchemas(locale, context)).check(atLeastOnePhone(membershipTexts[locale].errors.phoneRequiredFinal));
}

export interface MembershipNotice {
  title: string;
  description: string;
}

/**
 * The toast for a failed step (or the final recheck): missing data first,
 * then the specific problem of the first invalid field.
 */
export function membershipNotice(locale: Locale, fieldErrors: FieldErrors, stage: MembershipStep | "submit"): MembershipNotice {
  const t = membershipTexts[locale];
  const m = t.errors;
  const messages = Object.values(fieldErrors).flat();
  if (messages.includes(m.required)) {
    return { title: t.noticeTitles.missing, description: stage === "submit" ? m.required : m.requiredBeforeNext };
  }
  const [field, [description = m.required] = []] = Object.entries(fieldErrors)[0] ?? [];
  const phoneProblems: string[] = [m.phoneCountryCode, m.phoneDigits, m.phoneCharacters];
  const title =
    description === m.membershipTypeRequired || description === m.phoneRequired || description === m.phoneRequiredFinal
      ? t.noticeTitles.missing
      : description === m.tooYoung || description === m.birthdayInvalid
        ? t.noticeTitles.birthday
        : phoneProblems.includes(description)
          ? field === "mobile"
            ? t.noticeTitles.mobile
            : t.noticeTitles.phone
          : t.noticeTitles.error;
  return { title, description };
}

export type StepCheck = { ok: true } | { ok: false; fieldErrors: FieldErrors; notice: MembershipNotice };

/** What Next does with the current step's values (browser and no-JavaScript server path alike). */
export function checkMembershipStep(locale: Locale, context: ValidationContext, step: MembershipStep, values: unknown): StepCheck {
  const result = validateWith(membershipStepSchema(locale, context, step), values);
  return result.ok
    ? { ok: true }
    : { ok: false, fieldErrors: result.fieldErrors, notice: membershipNotice(locale, result.fieldErrors, step) };
}

export function isMembershipStep(value: unknown): value is MembershipStep {
  return (MEMBERSHIP_STEPS as readonly unknown[]).includes(value);
}

export const nextStep = (step: MembershipStep) => Math.min(4, step + 1) as MembershipStep;
export const previousStep = (step: MembershipStep) => Math.max(1, step - 1) as MembershipStep;

/** Where the final recheck sends the visitor back to: the first step with an invalid field. */
export function firstStepWithError(fieldErrors: FieldErrors): MembershipStep {
  return MEMBERSHIP_STEPS.find((step) => (MEMBERSHIP_STEP_FIELDS[step] as readonly string[]).some((field) => field in fieldErrors)) ?? 4;
}
