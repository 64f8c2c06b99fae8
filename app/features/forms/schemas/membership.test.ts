import { describe, expect, it } from "vitest";
import { type FormPost, answerWithoutStoring } from "../answer";
import { membershipNotice, noticeInWords } from "../rules/membership-notice";
import { formTexts } from "../texts";
import { MEMBERSHIP_STEP_FIELDS, firstStepWithError, membershipSchema, membershipStepSchema, nextStep, previousStep } from "./membership";
import { fieldErrorTexts, validateWith } from "./validate";

const today = "2026-11-21";
const context = { today };

const expected = {
  de: {
    membershipTypeRequired: "Bitte wähle eine Mitgliedsvariante.",
    required: "Bitte fülle alle Pflichtfelder aus.",
    requiredBeforeNext: "Bitte fülle alle Pflichtfelder aus, bevor du fortfährst.",
    tooYoung: "Du musst mindestens 18 Jahre alt sein.",
    birthdayInvalid: "Bitte gib ein gültiges Geburtsdatum ein.",
    emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein.",
    phoneRequired: "Bitte gib mindestens eine Telefonnummer an.",
    phoneRequiredFinal: "Bitte geben Sie mindestens eine Telefonnummer (Telefon oder Mobil) an.",
    phoneCountryCode: "Die Nummer muss mit der Ländervorwahl beginnen (z. B. +49 für Deutschland).",
    phoneDigits: "Die Nummer muss mindestens 10 Ziffern haben.",
    phoneCharacters: "Die Nummer enthält ungültige Zeichen.",
    countryInvalid: "Bitte wähle ein Land aus der Liste.",
    entryDateInvalid: "Bitte wähle einen gültigen Monat.",
    entryDateTooEarly: "Das Eintrittsdatum muss frühestens im nächsten Monat liegen.",
    tooLong100: "Maximal 100 Zeichen erlaubt.",
    titles: {
      missing: "Fehlende Angaben",
      birthday: "Ungültiges Geburtsdatum",
      phone: "Ungültige Telefonnummer",
      mobile: "Ungültige Mobilnummer",
      error: "Fehler",
    },
    countries:
      "Deutschland, Österreich, Schweiz, Spanien, Belgien, Dänemark, Frankreich, Italien, Liechtenstein, Luxemburg, Niederlande, Polen, Tschechien",
    otherCountry: "España",
  },
  es: {
    membershipTypeRequired: "Por favor, selecciona un tipo de membresía.",
    required: "Por favor, completa todos los campos obligatorios.",
    requiredBeforeNext: "Por favor, completa todos los campos obligatorios antes de continuar.",
    tooYoung: "Debes tener al menos 18 años.",
    birthdayInvalid: "Por favor, introduce una fecha de nacimiento válida.",
    emailInvalid: "Por favor, introduce un correo electrónico válido.",
    phoneRequired: "Por favor, indica al menos un número de teléfono.",
    phoneRequiredFinal: "Por favor, indique al menos un número de teléfono (teléfono o móvil).",
    phoneCountryCode: "El número debe empezar con el prefijo del país (p. ej. +34 para España).",
    phoneDigits: "El número debe tener al menos 10 dígitos.",
    phoneCharacters: "El número contiene caracteres no válidos.",
    countryInvalid: "Por favor, elige un país de la lista.",
    entryDateInvalid: "Por favor, elige un mes válido.",
    entryDateTooEarly: "La fecha de alta debe ser como muy pronto el mes que viene.",
    tooLong100: "Se permiten como máximo 100 caracteres.",
    titles: {
      missing: "Información faltante",
      birthday: "Fecha de nacimiento no válida",
      phone: "Número de teléfono no válido",
      mobile: "Número de móvil no válido",
      error: "Error",
    },
    countries:
      "España, Alemania, Austria, Suiza, Bélgica, Dinamarca, Francia, Italia, Liechtenstein, Luxemburgo, Países Bajos, Polonia, República Checa",
    otherCountry: "Deutschland",
  },
} as const;

const application = (locale: "de" | "es") => ({
  membershipType: "active",
  salutation: "female",
  firstName: "Maria",
  lastName: "Muster",
  birthday: "1990-05-17",
  street: "Musterweg 1",
  addressAddition: "",
  postalCode: "23701",
  city: "Süsel",
  country: locale === "de" ? "Deutschland" : "España",
  email: "maria@example.org",
  phone: "+49 4524 1234567",
  mobile: "",
  facebookUsername: "",
  entryDate: "2026-12",
  paymentInterval: "monthly",
});

describe.each(["de", "es"] as const)("membership application (%s)", (locale) => {
  const t = expected[locale];
  const valid = application(locale);
  const stepErrors = (step: 1 | 2 | 3 | 4, changes: Record<string, unknown>) => {
    const result = validateWith(membershipStepSchema(locale, context, step), { ...valid, ...changes });
    return result.ok ? {} : fieldErrorTexts(locale, result.fieldErrors);
  };

  it("lists the countries in the language's order", () => {
    expect(formTexts[locale].membership.countries.join(", ")).toBe(t.countries);
  });

  it("step 1: a membership type is required", () => {
    expect(stepErrors(1, {})).toEqual({});
    expect(stepErrors(1, { membershipType: "supporting" })).toEqual({});
    expect(stepErrors(1, { membershipType: undefined })).toEqual({ membershipType: [t.membershipTypeRequired] });
    expect(stepErrors(1, { membershipType: "honorary" })).toEqual({ membershipType: [t.membershipTypeRequired] });
  });

  it("step 2: salutation, names and birthday required", () => {
    expect(stepErrors(2, {})).toEqual({});
    expect(stepErrors(2, { salutation: "", firstName: " ", lastName: undefined, birthday: "" })).toEqual({
      salutation: [t.required],
      firstName: [t.required],
      lastName: [t.required],
      birthday: [t.required],
    });
    expect(stepErrors(2, { firstName: "x".repeat(101) })).toEqual({ firstName: [t.tooLong100] });
  });

  it("step 2: at least 18 years old, the year difference reduced while the birth month is not reached", () => {
    expect(stepErrors(2, { birthday: "2008-11-21" })).toEqual({});
    expect(stepErrors(2, { birthday: "2008-11-30" })).toEqual({});
    expect(stepErrors(2, { birthday: "2008-12-01" })).toEqual({ birthday: [t.tooYoung] });
    expect(stepErrors(2, { birthday: "2008-10-22" })).toEqual({});
    expect(stepErrors(2, { birthday: "2030-01-01" })).toEqual({ birthday: [t.tooYoung] });
    expect(stepErrors(2, { birthday: "2008-02-30" })).toEqual({ birthday: [t.birthdayInvalid] });
    expect(stepErrors(2, { birthday: "17.05.1990" })).toEqual({ birthday: [t.birthdayInvalid] });
    expect(stepErrors(2, { birthday: "1899-12-31" })).toEqual({ birthday: [t.birthdayInvalid] });
  });

  it("step 3: address, country, e-mail required; the country from the list", () => {
    expect(stepErrors(3, {})).toEqual({});
    expect(stepErrors(3, { street: "", postalCode: "", city: "", email: "", country: "" })).toEqual({
      street: [t.required],
      postalCode: [t.required],
      city: [t.required],
      country: [t.required],
      email: [t.required],
    });
    expect(stepErrors(3, { country: t.otherCountry })).toEqual({ country: [t.countryInvalid] });
    expect(stepErrors(3, { email: "maria.example.org" })).toEqual({ email: [t.emailInvalid] });
  });

  it("step 3: at least one phone number, each starting with +, 10 digits, allowed characters", () => {
    expect(stepErrors(3, { phone: "", mobile: "" })).toEqual({ phone: [t.phoneRequired] });
    expect(stepErrors(3, { phone: "", mobile: "+34 612 345 678" })).toEqual({});
    expect(stepErrors(3, { phone: "0049 4524 123456" })).toEqual({ phone: [t.phoneCountryCode] });
    expect(stepErrors(3, { phone: "+49 452 41 23" })).toEqual({ phone: [t.phoneDigits] });
    expect(stepErrors(3, { phone: "+49 (4524) 12-34.5" })).toEqual({});
    expect(stepErrors(3, { mobile: "+49 170 1234567 ext" })).toEqual({ mobile: [t.phoneCharacters] });
  });

  it("step 4: entry month from next month on, stored as its first day; payment interval required", () => {
    expect(stepErrors(4, {})).toEqual({});
    expect(stepErrors(4, { entryDate: "2026-11" })).toEqual({ entryDate: [t.entryDateTooEarly] });
    expect(stepErrors(4, { entryDate: "2026-11-30" })).toEqual({ entryDate: [t.entryDateTooEarly] });
    expect(stepErrors(4, { entryDate: "2026-13" })).toEqual({ entryDate: [t.entryDateInvalid] });
    expect(stepErrors(4, { entryDate: "", paymentInterval: "" })).toEqual({
      entryDate: [t.required],
      paymentInterval: [t.required],
    });
    for (const interval of ["monthly", "quarterly", "biannual", "annual"]) expect(stepErrors(4, { paymentInterval: interval })).toEqual({});
    const stored = (entryDate: string) => {
      const result = validateWith(membershipSchema(locale, context), { ...valid, entryDate });
      return result.ok ? result.data.entryDate : fieldErrorTexts(locale, result.fieldErrors);
    };
    expect(stored("2026-12")).toBe("2026-12-01");
    expect(stored("2027-03-15")).toBe("2027-03-01");
  });

  it("the final recheck: every required field, and its own phone message", () => {
    expect(validateWith(membershipSchema(locale, context), valid).ok).toBe(true);
    const result = validateWith(membershipSchema(locale, context), { ...valid, firstName: "", phone: "", mobile: "" });
    expect(result.ok ? {} : fieldErrorTexts(locale, result.fieldErrors)).toEqual({
      firstName: [t.required],
      phone: [t.phoneRequiredFinal],
    });
  });

  it("toasts: missing data first, then the first field's problem with its title", () => {
    // What Next answers (the browser and the page action alike), in words.
    const noticeOf = (step: 1 | 2 | 3 | 4, changes: Record<string, string>) => {
      const post: FormPost = { formType: "membership", intent: "next", step, values: { ...valid, ...changes } };
      const notice = answerWithoutStoring(post, locale, today)?.notice;
      return notice && noticeInWords(formTexts[locale], notice);
    };
    const inWords = (fieldErrors: Parameters<typeof membershipNotice>[0]) =>
      noticeInWords(formTexts[locale], membershipNotice(fieldErrors, "submit"));
    expect(noticeOf(1, { membershipType: "" })).toEqual({ title: t.titles.missing, description: t.membershipTypeRequired });
    expect(noticeOf(2, { lastName: "" })).toEqual({ title: t.titles.missing, description: t.requiredBeforeNext });
    expect(noticeOf(2, { birthday: "2010-01-01" })).toEqual({ title: t.titles.birthday, description: t.tooYoung });
    expect(noticeOf(3, { phone: "", mobile: "" })).toEqual({ title: t.titles.missing, description: t.phoneRequired });
    expect(noticeOf(3, { phone: "4524123456" })).toEqual({ title: t.titles.phone, description: t.phoneCountryCode });
    expect(noticeOf(3, { mobile: "+49 170" })).toEqual({ title: t.titles.mobile, description: t.phoneDigits });
    expect(noticeOf(3, { email: "nope" })).toEqual({ title: t.titles.error, description: t.emailInvalid });
    expect(noticeOf(4, { entryDate: "2026-10" })).toEqual({ title: t.titles.error, description: t.entryDateTooEarly });
    expect(noticeOf(1, {})).toBeUndefined();
    expect(inWords({ city: ["membershipRequired"], phone: ["phoneRequiredFinal"] })).toEqual({
      title: t.titles.missing,
      description: t.required,
    });
    expect(inWords({ phone: ["phoneRequiredFinal"] })).toEqual({
      title: t.titles.missing,
      description: t.phoneRequiredFinal,
    });
  });
});

describe("membership steps", () => {
  it("steps: next and back stay within 1–4; the recheck returns to the first step with an error", () => {
    expect([1, 2, 3, 4].map((step) => nextStep(step as 1 | 2 | 3 | 4))).toEqual([2, 3, 4, 4]);
    expect([1, 2, 3, 4].map((step) => previousStep(step as 1 | 2 | 3 | 4))).toEqual([1, 1, 2, 3]);
    expect(firstStepWithError({ paymentInterval: ["membershipRequired"], city: ["membershipRequired"] })).toBe(3);
    expect(firstStepWithError({ birthday: ["tooYoung"] })).toBe(2);
    expect(firstStepWithError({ membershipType: ["membershipTypeRequired"], phone: ["phoneDigits"] })).toBe(1);
    expect(firstStepWithError({ website: ["honeypot"] })).toBe(4);
  });

  it("every step lists its fields once", () => {
    const all = Object.values(MEMBERSHIP_STEP_FIELDS).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(16);
  });
});
