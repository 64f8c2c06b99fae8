import { describe, expect, it } from "vitest";
import { settingsFields, valueAt } from "./fields";
import { firstSettings } from "./first-version";
import { parseSettingsForm, parseValue } from "./parse-form";

/** The form as it shows the first version. */
const shown = () => Object.fromEntries(settingsFields.map((field) => [field.name, valueAt(firstSettings, field.path)]));

describe("the settings form", () => {
  it("reads back what it shows: the first version unchanged", () => {
    expect(parseSettingsForm(shown(), firstSettings)).toEqual({ ok: true, settings: firstSettings });
  });

  it("stores phone numbers as E.164 and WhatsApp numbers as digits with the country code, however they are written", () => {
    expect(parseValue("phone", "04524 123456", "DE")).toEqual({ value: "+494524123456" });
    expect(parseValue("phone", "0049 4524 123456", "ES")).toEqual({ value: "+494524123456" });
    expect(parseValue("phone", "964 12 34 56", "ES")).toEqual({ value: "+34964123456" });
    expect(parseValue("whatsapp", "+49 170 1234567", "DE")).toEqual({ value: "491701234567" });
    expect(parseValue("whatsapp", "491701234567", "DE")).toEqual({ value: "491701234567" });
    expect(parseValue("whatsapp", "0170 1234567", "DE")).toEqual({ value: "491701234567" });
    expect(parseValue("phone", "12345", "DE")).toEqual({ error: "phone" });
    expect(parseValue("whatsapp", "keine Nummer", "ES")).toEqual({ error: "whatsapp" });
  });

  it("checks an IBAN's check digits and a BIC's form", () => {
    expect(parseValue("iban", "de89 3704 0044 0532 0130 00")).toEqual({ value: "DE89370400440532013000" });
    expect(parseValue("iban", "DE88 3704 0044 0532 0130 00")).toEqual({ error: "iban" });
    expect(parseValue("iban", "DE00 0000 0000 0000 0000 00")).toEqual({ error: "iban" });
    expect(parseValue("bic", "cobade ffxxx")).toEqual({ value: "COBADEFFXXX" });
    expect(parseValue("bic", "EXAMPLEXXX")).toEqual({ error: "bic" });
  });

  it("takes https addresses only, and YouTube videos by id or address", () => {
    expect(parseValue("https", "https://www.paypal.me/hundehilfe")).toEqual({ value: "https://www.paypal.me/hundehilfe" });
    expect(parseValue("https", "http://www.paypal.me/hundehilfe")).toEqual({ error: "https" });
    expect(parseValue("https", "javascript:alert(1)")).toEqual({ error: "https" });
    expect(parseValue("https", "https://localhost/x")).toEqual({ error: "https" });
    expect(parseValue("youtubeId", "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1")).toEqual({ value: "dQw4w9WgXcQ" });
    expect(parseValue("youtubeId", "https://youtu.be/dQw4w9WgXcQ")).toEqual({ value: "dQw4w9WgXcQ" });
    expect(parseValue("youtubeId", "https://example.org/watch?v=dQw4w9WgXcQ")).toEqual({ error: "youtubeId" });
    expect(parseValue("email", "info@verein")).toEqual({ error: "email" });
    expect(parseValue("latitude", "40,43")).toEqual({ value: 40.43 });
    expect(parseValue("longitude", "181")).toEqual({ error: "longitude" });
  });

  it("refuses the whole form with every wrong field named, and an empty required one", () => {
    const parsed = parseSettingsForm({ ...shown(), ibanDe: "DE00 1234", emailEs: "info", brand: " ", taxNoteDe: "" }, firstSettings);
    expect(parsed).toEqual({ ok: false, errors: { brand: "required", emailEs: "email", ibanDe: "iban" } });
  });

  it("keeps list entries in order, closes up empty slots, and needs every field of a slot in use", () => {
    const form = {
      ...shown(),
      platform1Name: "",
      platform1Url: "",
      platform3Name: "Hundeportal",
      platform3Url: "https://hunde.example.org/",
    };
    const parsed = parseSettingsForm(form, firstSettings);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.settings.adoptionPlatforms).toEqual([
      firstSettings.adoptionPlatforms[1],
      { name: "Hundeportal", url: "https://hunde.example.org/" },
    ]);
    expect(parseSettingsForm({ ...shown(), video4Id: "dQw4w9WgXcQ" }, firstSettings)).toEqual({
      ok: false,
      errors: { video4TitleDe: "required", video4TitleEs: "required" },
    });
  });
});
