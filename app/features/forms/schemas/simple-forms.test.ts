import { describe, expect, it } from "vitest";
import { boundaryChecks } from "../../../../tests/support/schema-checks";
import { adoptionSchema } from "./adoption";
import { isHoneypotFilled } from "./fields";
import { validateWith } from "./validate";
import { contactSchema } from "./contact";
import { donationSchema } from "./donation";
import { fosterHomeSchema } from "./foster-home";

/** Every bound and message of the adoption, foster-home, contact and donation schemas, in both languages. */

const common = {
  de: {
    nameMin: "Name muss mindestens 2 Zeichen lang sein",
    nameMax: "Name darf maximal 100 Zeichen lang sein",
    emailInvalid: "Ungültige E-Mail-Adresse",
    emailMax: "E-Mail-Adresse darf maximal 255 Zeichen lang sein",
    phoneMin: "Telefonnummer muss mindestens 5 Zeichen lang sein",
    phoneMax: "Telefonnummer darf maximal 30 Zeichen lang sein",
    livingSituationMin: "Bitte beschreibe deine Wohnsituation ausführlicher (mind. 10 Zeichen)",
    livingSituationMax: "Wohnsituation darf maximal 500 Zeichen lang sein",
    experienceMin: "Bitte beschreibe deine Erfahrung ausführlicher (mind. 10 Zeichen)",
    experienceMax: "Erfahrung darf maximal 500 Zeichen lang sein",
    messageMin: "Nachricht muss mindestens 20 Zeichen lang sein",
    messageMax: "Nachricht darf maximal 2000 Zeichen lang sein",
    privacy: "Du musst die Datenschutzerklärung akzeptieren",
    honeypot: "Dieses Feld sollte leer bleiben",
    required: "Dieses Feld ist erforderlich",
    invalidValue: "Ungültiger Wert",
    controlCharacters: "Enthält ungültige Zeichen",
    markup: "HTML-Code ist nicht erlaubt",
  },
  es: {
    nameMin: "El nombre debe tener al menos 2 caracteres",
    nameMax: "El nombre no puede tener más de 100 caracteres",
    emailInvalid: "Correo electrónico no válido",
    emailMax: "El correo electrónico no puede tener más de 255 caracteres",
    phoneMin: "El teléfono debe tener al menos 5 caracteres",
    phoneMax: "El teléfono no puede tener más de 30 caracteres",
    livingSituationMin: "Por favor, describe tu situación de vivienda con más detalle (mín. 10 caracteres)",
    livingSituationMax: "La situación de vivienda no puede tener más de 500 caracteres",
    experienceMin: "Por favor, describe tu experiencia con más detalle (mín. 10 caracteres)",
    experienceMax: "La experiencia no puede tener más de 500 caracteres",
    messageMin: "El mensaje debe tener al menos 20 caracteres",
    messageMax: "El mensaje no puede tener más de 2000 caracteres",
    privacy: "Debes aceptar la política de privacidad",
    honeypot: "Este campo debe quedar vacío",
    required: "Este campo es obligatorio",
    invalidValue: "Valor no válido",
    controlCharacters: "Contiene caracteres no válidos",
    markup: "No se permite código HTML",
  },
} as const;

const specific = {
  de: {
    dogRequired: "Bitte gib den Namen des Hundes an",
    dogMax: "Der Name des Hundes darf maximal 100 Zeichen lang sein",
    addressMin: "Adresse muss mindestens 5 Zeichen lang sein",
    addressMax: "Adresse darf maximal 200 Zeichen lang sein",
    zipCodeMin: "PLZ muss mindestens 4 Zeichen lang sein",
    zipCodeMax: "PLZ darf maximal 10 Zeichen lang sein",
    existingPetsMax: "Angaben zu Haustieren dürfen maximal 500 Zeichen lang sein",
    availabilityMin: "Bitte beschreibe deine Verfügbarkeit ausführlicher (mind. 10 Zeichen)",
    availabilityMax: "Verfügbarkeit darf maximal 500 Zeichen lang sein",
    purposeRequired: "Bitte gib einen Verwendungszweck an",
    purposeMax: "Der Verwendungszweck darf maximal 100 Zeichen lang sein",
    amountRequired: "Bitte gib einen Betrag ein",
    amountInvalid: "Bitte gib einen gültigen Betrag ein",
    amountMin: "Betrag muss mindestens 1€ sein",
    amountMax: "Betrag darf maximal 10000€ sein",
    amountWhole: "Bitte gib einen ganzen Euro-Betrag ein",
  },
  es: {
    dogRequired: "Por favor, indica el nombre del perro",
    dogMax: "El nombre del perro no puede tener más de 100 caracteres",
    addressMin: "La dirección debe tener al menos 5 caracteres",
    addressMax: "La dirección no puede tener más de 200 caracteres",
    zipCodeMin: "El código postal debe tener al menos 4 caracteres",
    zipCodeMax: "El código postal no puede tener más de 10 caracteres",
    existingPetsMax: "Los datos sobre mascotas no pueden tener más de 500 caracteres",
    availabilityMin: "Por favor, describe tu disponibilidad con más detalle (mín. 10 caracteres)",
    availabilityMax: "La disponibilidad no puede tener más de 500 caracteres",
    purposeRequired: "Por favor, indica una finalidad",
    purposeMax: "La finalidad no puede tener más de 100 caracteres",
    amountRequired: "Por favor, introduce un importe",
    amountInvalid: "Por favor, introduce un importe válido",
    amountMin: "El importe debe ser de al menos 1€",
    amountMax: "El importe no puede superar los 10000€",
    amountWhole: "Por favor, introduce un importe en euros sin decimales",
  },
} as const;

const person = { name: "Maria Muster", email: "maria@example.org", phone: "+49 170 1234567", privacyAccepted: true };
const longEnough = "Ich habe einen Garten und viel Zeit.";

const validAdoption = {
  ...person,
  dog: "Bruno",
  livingSituation: longEnough,
  experience: "Zwei Hunde in zwanzig Jahren.",
  message: "Bruno wäre bei uns sehr willkommen!",
};
const validFoster = {
  ...person,
  address: "Musterweg 1, Süsel",
  zipCode: "23701",
  experience: "Zwei Hunde in zwanzig Jahren.",
  existingPets: "",
  livingSituation: longEnough,
  availability: "Ab sofort für sechs Wochen.",
  message: "Wir möchten gern einem Hund helfen.",
};
const validContact = { ...person, phone: "", message: "Ich habe eine Frage zur Adoption." };
const validDonation = { ...person, purpose: "Hospiz", amount: 50, message: "" };

describe.each(["de", "es"] as const)("shared field rules (%s)", (locale) => {
  const t = common[locale];
  const { messageFor, expectAccepted, expectLengthBounds } = boundaryChecks(adoptionSchema(), validAdoption, locale);

  it("name: 2 to 100 characters, trimmed", () => {
    expectLengthBounds("name", [2, t.nameMin], [100, t.nameMax]);
    expect(messageFor("name", "  A  ")).toBe(t.nameMin);
    const result = validateWith(adoptionSchema(), { ...validAdoption, name: "  Maria  " });
    expect(result.ok && result.data.name).toBe("Maria");
  });

  it("email: valid and at most 255 characters", () => {
    expect(messageFor("email", "not-an-email")).toBe(t.emailInvalid);
    expect(messageFor("email", "")).toBe(t.emailInvalid);
    expectAccepted("email", "  maria@example.org  ");
    expectAccepted("email", `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(62)}`);
    expect(messageFor("email", `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}`)).toBe(t.emailMax);
  });

  it("privacy acceptance must be true", () => {
    expect(messageFor("privacyAccepted", false)).toBe(t.privacy);
    expect(messageFor("privacyAccepted", undefined)).toBe(t.privacy);
    expect(messageFor("privacyAccepted", "true")).toBe(t.privacy);
  });

  it("the honeypot must stay empty", () => {
    expect(messageFor("website", "http://spam.example")).toBe(t.honeypot);
    expectAccepted("website", "");
    expectAccepted("website", undefined);
  });

  it("missing fields, wrong types, control characters and markup are refused", () => {
    expect(messageFor("phone", undefined)).toBe(t.phoneMin);
    expect(messageFor("message", 42)).toBe(t.invalidValue);
    expect(messageFor("name", "Maria\u0000Muster")).toBe(t.controlCharacters);
    expect(messageFor("name", "Maria\nMuster")).toBe(t.controlCharacters);
    expectAccepted("message", "Erste Zeile\r\nZweite Zeile\twith tab");
    expect(messageFor("message", "Hallo <script>alert(1)</script> Welt")).toBe(t.markup);
    expect(messageFor("name", "<b>Maria</b>")).toBe(t.markup);
    expectAccepted("message", "Ich liebe Hunde <3 und 2 < 3 stimmt auch.");
  });
});

describe.each(["de", "es"] as const)("adoption request (%s)", (locale) => {
  const t = { ...common[locale], ...specific[locale] };
  const { expectLengthBounds, messageFor } = boundaryChecks(adoptionSchema(), validAdoption, locale);

  it("accepts a complete request and drops unknown fields", () => {
    const result = validateWith(adoptionSchema(), { ...validAdoption, isAdmin: true });
    expect(result.ok && result.data).toEqual({ ...validAdoption });
  });

  it("every bound", () => {
    expectLengthBounds("dog", [1, t.dogRequired], [100, t.dogMax]);
    expectLengthBounds("phone", [5, t.phoneMin], [30, t.phoneMax]);
    expectLengthBounds("livingSituation", [10, t.livingSituationMin], [500, t.livingSituationMax]);
    expectLengthBounds("experience", [10, t.experienceMin], [500, t.experienceMax]);
    expectLengthBounds("message", [20, t.messageMin], [2000, t.messageMax]);
    expect(messageFor("dog", undefined)).toBe(t.dogRequired);
  });
});

describe.each(["de", "es"] as const)("foster-home application (%s)", (locale) => {
  const t = { ...common[locale], ...specific[locale] };
  const { expectLengthBounds, expectAccepted } = boundaryChecks(fosterHomeSchema(), validFoster, locale);

  it("every bound; existing pets optional", () => {
    expectLengthBounds("name", [2, t.nameMin], [100, t.nameMax]);
    expectLengthBounds("phone", [5, t.phoneMin], [30, t.phoneMax]);
    expectLengthBounds("address", [5, t.addressMin], [200, t.addressMax]);
    expectLengthBounds("zipCode", [4, t.zipCodeMin], [10, t.zipCodeMax]);
    expectLengthBounds("experience", [10, t.experienceMin], [500, t.experienceMax]);
    expectLengthBounds("existingPets", [0, undefined], [500, t.existingPetsMax]);
    expectAccepted("existingPets", undefined);
    expectLengthBounds("livingSituation", [10, t.livingSituationMin], [500, t.livingSituationMax]);
    expectLengthBounds("availability", [10, t.availabilityMin], [500, t.availabilityMax]);
    expectLengthBounds("message", [20, t.messageMin], [2000, t.messageMax]);
  });
});

describe.each(["de", "es"] as const)("contact message (%s)", (locale) => {
  const t = { ...common[locale], ...specific[locale] };
  const { expectLengthBounds, expectAccepted, messageFor } = boundaryChecks(contactSchema(), validContact, locale);

  it("name, e-mail, message and privacy required; phone optional up to 30; dog optional", () => {
    expectLengthBounds("name", [2, t.nameMin], [100, t.nameMax]);
    expectLengthBounds("message", [20, t.messageMin], [2000, t.messageMax]);
    expectLengthBounds("phone", [0, undefined], [30, t.phoneMax]);
    expectAccepted("phone", undefined);
    expectAccepted("dogName", "Bruno");
    expectLengthBounds("dogName", [0, undefined], [100, t.dogMax]);
    expect(messageFor("privacyAccepted", false)).toBe(t.privacy);
  });
});

describe.each(["de", "es"] as const)("donation pledge (%s)", (locale) => {
  const t = { ...common[locale], ...specific[locale] };
  const { expectLengthBounds, expectAccepted, messageFor } = boundaryChecks(donationSchema(), validDonation, locale);

  it("purpose preset, amount 1 to 10000 whole euros, message optional", () => {
    expectLengthBounds("purpose", [1, t.purposeRequired], [100, t.purposeMax]);
    expectLengthBounds("message", [0, undefined], [2000, t.messageMax]);
    expect(messageFor("amount", 0)).toBe(t.amountMin);
    expectAccepted("amount", 1);
    expectAccepted("amount", 10000);
    expect(messageFor("amount", 10001)).toBe(t.amountMax);
    expect(messageFor("amount", 12.5)).toBe(t.amountWhole);
    expect(messageFor("amount", undefined)).toBe(t.amountRequired);
    expect(messageFor("amount", "50")).toBe(t.amountInvalid);
    expect(messageFor("amount", Number.NaN)).toBe(t.amountInvalid);
  });
});

describe("honeypot detection", () => {
  it("any non-blank value of any type counts as filled", () => {
    expect(isHoneypotFilled({ website: "x" })).toBe(true);
    expect(isHoneypotFilled({ website: 0 })).toBe(true);
    expect(isHoneypotFilled({ website: "  " })).toBe(false);
    expect(isHoneypotFilled({ website: "" })).toBe(false);
    expect(isHoneypotFilled({ website: null })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled("website")).toBe(false);
  });
});
