import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formTexts } from "../texts";
import { FORM_TYPES } from "./form-types";
import { schemaFor } from "./registry";
import { fieldErrorTexts, validateWith } from "./validate";

/** Property-based checks: the schemas never throw, always answer with a known code, and accept what is within the rules. */

const context = { today: "2026-11-21" };
const anyValue = fc.oneof(
  fc.string({ maxLength: 2500 }),
  fc.string({ unit: "binary", maxLength: 50 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const fieldNames = fc.constantFrom(
  "dog",
  "dogName",
  "name",
  "yourName",
  "email",
  "phone",
  "mobile",
  "message",
  "amount",
  "purpose",
  "birthday",
  "entryDate",
  "country",
  "privacyAccepted",
  "publishName",
  "website",
  "source",
  "__proto__",
  "constructor",
);

describe("schemas under arbitrary input", () => {
  it.each(FORM_TYPES.flatMap((formType) => (["de", "es"] as const).map((locale) => [formType, locale] as const)))(
    "%s (%s): never throws, every error is a code with a text in the catalogue",
    (formType, locale) => {
      const known = new Set(Object.values(formTexts[locale].errors));
      fc.assert(
        fc.property(fc.dictionary(fieldNames, anyValue), (data) => {
          const result = validateWith(schemaFor(formType, locale, context, data), data);
          if (result.ok) return;
          for (const messages of Object.values(fieldErrorTexts(locale, result.fieldErrors))) {
            for (const message of messages) expect(known).toContain(message);
          }
        }),
        { numRuns: 150 },
      );
    },
  );
});

const plainText = (minLength: number, maxLength: number) =>
  fc
    .string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzäöüßñÁé ,.-!?0123456789"), minLength, maxLength })
    .filter((value) => value.trim().length >= minLength);

describe("valid contact messages are accepted and come back trimmed", () => {
  it("for any name, message and optional phone within the bounds", () => {
    fc.assert(
      fc.property(plainText(2, 100), plainText(20, 2000), fc.option(plainText(0, 30), { nil: undefined }), (name, message, phone) => {
        const result = validateWith(schemaFor("contact", "de", context, {}), {
          name,
          email: "person@example.org",
          phone,
          message,
          privacyAccepted: true,
        });
        expect(result.ok).toBe(true);
        if (result.ok) {
          expect(result.data.name).toBe(name.trim());
          expect(result.data.message).toBe(message.trim());
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("sponsorship amounts", () => {
  it("whole amounts from 10 to 10000 pass on the dog page, all others fail", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -100, max: 20_000 }), fc.double({ min: 0, max: 20_000, noNaN: true })), (amount) => {
        const data = { dogName: "Bruno", yourName: "Maria", email: "m@example.org", amount };
        const ok = validateWith(schemaFor("sponsorship", "es", context, data), data).ok;
        expect(ok).toBe(Number.isInteger(amount) && amount >= 10 && amount <= 10000);
      }),
      { numRuns: 300 },
    );
  });
});
