import { describe, expect, it } from "vitest";
import { boundaryChecks } from "../../../../tests/support/schema-checks";
import { SPONSORSHIP_PRESETS } from "../rules/sponsorship-amount";
import { formInput } from "./form-data";
import { sponsorshipSchema } from "./sponsorship";
import { fieldErrorTexts, validateWith } from "./validate";

const messages = {
  de: {
    dogNameRequired: "Bitte gib den Namen des Hundes an",
    yourNameRequired: "Name ist erforderlich",
    yourNameMax: "Name darf maximal 100 Zeichen lang sein",
    emailInvalid: "Ungültige E-Mail-Adresse",
    amountRequired: "Bitte wähle einen Betrag",
    amountInvalid: "Bitte gib einen gültigen Betrag ein",
    amountMin: "Betrag muss mindestens 10€ sein",
    amountRequestMin: "Betrag muss mindestens 30€ sein",
    amountMax: "Betrag darf maximal 10000€ sein",
    amountWhole: "Bitte gib einen ganzen Euro-Betrag ein",
    invalidValue: "Ungültiger Wert",
  },
  es: {
    dogNameRequired: "Por favor, indica el nombre del perro",
    yourNameRequired: "El nombre es obligatorio",
    yourNameMax: "El nombre no puede tener más de 100 caracteres",
    emailInvalid: "Correo electrónico no válido",
    amountRequired: "Por favor, elige un importe",
    amountInvalid: "Por favor, introduce un importe válido",
    amountMin: "El importe debe ser de al menos 10€",
    amountRequestMin: "El importe debe ser de al menos 30€",
    amountMax: "El importe no puede superar los 10000€",
    amountWhole: "Por favor, introduce un importe en euros sin decimales",
    invalidValue: "Valor no válido",
  },
} as const;

const valid = { dogName: "Bruno", yourName: "Maria", email: "maria@example.org", amount: 15, publishName: false };

describe.each(["de", "es"] as const)("sponsorship on a dog page (%s)", (locale) => {
  const t = messages[locale];
  const { expectLengthBounds, expectAccepted, messageFor } = boundaryChecks(sponsorshipSchema(), valid, locale);

  it("yourName 1 to 100, e-mail valid", () => {
    expectLengthBounds("yourName", [1, t.yourNameRequired], [100, t.yourNameMax]);
    expect(messageFor("yourName", "   ")).toBe(t.yourNameRequired);
    expect(messageFor("yourName", undefined)).toBe(t.yourNameRequired);
    expect(messageFor("dogName", "")).toBe(t.dogNameRequired);
    expect(messageFor("email", "maria@")).toBe(t.emailInvalid);
  });

  it("amount: a whole number from 10 to 10000", () => {
    expect(messageFor("amount", 9)).toBe(t.amountMin);
    expect(messageFor("amount", 9.99)).toBe(t.amountMin);
    expectAccepted("amount", 10);
    expectAccepted("amount", 10000);
    expect(messageFor("amount", 10001)).toBe(t.amountMax);
    expect(messageFor("amount", 10.5)).toBe(t.amountWhole);
    expect(messageFor("amount", "15")).toBe(t.amountInvalid);
    expect(messageFor("amount", undefined)).toBe(t.amountRequired);
    expect(messageFor("amount", Number.POSITIVE_INFINITY)).toBe(t.amountInvalid);
  });

  it("publishName defaults to false and must be a boolean", () => {
    const { publishName: _omitted, ...withoutPublish } = valid;
    const result = validateWith(sponsorshipSchema(), withoutPublish);
    expect(result.ok && result.data.publishName).toBe(false);
    expect(messageFor("publishName", "yes")).toBe(t.invalidValue);
    expect(result.ok && result.data.source).toBe("dogPage");
  });
});

describe.each(["de", "es"] as const)("sponsorship request on the donations page (%s)", (locale) => {
  const t = messages[locale];
  const { expectAccepted, messageFor } = boundaryChecks(sponsorshipSchema("donationsPage"), { ...valid, source: "donationsPage" }, locale);

  it("takes the presets, or a custom amount from 30 up to 10000", () => {
    for (const preset of [10, 15, 20, 30]) expectAccepted("amount", preset);
    expect(messageFor("amount", 29)).toBe(t.amountRequestMin);
    expect(messageFor("amount", 25)).toBe(t.amountRequestMin);
    expect(messageFor("amount", 5)).toBe(t.amountRequestMin);
    expectAccepted("amount", 30);
    expectAccepted("amount", 31);
    expectAccepted("amount", 10000);
    expect(messageFor("amount", 10001)).toBe(t.amountMax);
  });
});

describe("the amount a posted sponsorship form sends", () => {
  it("the presets are 10, 15, 20 and 30 €", () => {
    expect(SPONSORSHIP_PRESETS).toEqual([10, 15, 20, 30]);
  });

  it("dog page: the custom amount overrides the preset once it is 10 or more", () => {
    const post = (amount: string, customAmount: string) => formInput("sponsorship", { amount, customAmount }).amount;
    expect(post("20", "")).toBe(20);
    expect(post("20", "9")).toBe(20);
    expect(post("20", "12")).toBe(12);
    expect(post("20", "12,5")).toBe(12.5);
    expect(post("", "")).toBeUndefined();
    expect(post("20", "abc")).toBe(20);
  });

  it("no preset is chosen for the visitor: a custom amount below 10 without a preset is refused with the minimum's message", () => {
    const post = (amount: string, customAmount: string) => formInput("sponsorship", { ...valid, amount, customAmount, publishName: "" });
    expect(post("", "9").amount).toBe(9);
    for (const locale of ["de", "es"] as const) {
      const result = validateWith(sponsorshipSchema(), post("", "9"));
      expect(result.ok ? {} : fieldErrorTexts(locale, result.fieldErrors)).toEqual({ amount: [messages[locale].amountMin] });
    }
    const none = validateWith(sponsorshipSchema(), post("", ""));
    expect(none.ok ? {} : fieldErrorTexts("de", none.fieldErrors)).toEqual({ amount: [messages.de.amountRequired] });
  });

  it("donations page: any custom amount given is the amount", () => {
    const post = (amount: string, customAmount: string) =>
      formInput("sponsorship", { amount, customAmount, source: "donationsPage" }).amount;
    expect(post("10", "")).toBe(10);
    expect(post("10", "25")).toBe(25);
    expect(post("10", "45")).toBe(45);
  });

  it("checkboxes post a value only when checked", () => {
    expect(formInput("sponsorship", { publishName: "on" }).publishName).toBe(true);
    expect(formInput("sponsorship", {}).publishName).toBe(false);
    expect(formInput("contact", { privacyAccepted: "true" }).privacyAccepted).toBe(true);
    expect(formInput("contact", {}).privacyAccepted).toBe(false);
  });
});
