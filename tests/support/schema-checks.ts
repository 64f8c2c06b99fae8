import { expect } from "vitest";
import type * as z from "zod/mini";
import { fieldErrorTexts, validateWith } from "~/features/forms/schemas/validate";
import type { Locale } from "~/i18n/locales";

/**
 * Shared assertions of the schema tests: one field changed on an otherwise
 * valid input, the result in the words a visitor reads in `locale`.
 */
export function boundaryChecks<T>(schema: z.ZodMiniType<T>, valid: Record<string, unknown>, locale: Locale) {
  const errorsWith = (field: string, value: unknown) => {
    const result = validateWith(schema, { ...valid, [field]: value });
    return result.ok ? {} : fieldErrorTexts(locale, result.fieldErrors);
  };
  return {
    /** The field's first message for this value (what the form shows). */
    messageFor: (field: string, value: unknown): string | undefined => errorsWith(field, value)[field]?.[0],
    expectAccepted: (field: string, value: unknown) => {
      expect(errorsWith(field, value)).toEqual({});
    },
    /** Exactly at min and max pass; one below and one above fail with the given messages. */
    expectLengthBounds: (field: string, [min, minMessage]: [number, string | undefined], [max, maxMessage]: [number, string]) => {
      if (min > 0) {
        expect(errorsWith(field, "x".repeat(min - 1))[field]?.[0]).toBe(minMessage);
        expect(errorsWith(field, "x".repeat(min))).toEqual({});
      }
      expect(errorsWith(field, "x".repeat(max))).toEqual({});
      expect(errorsWith(field, "x".repeat(max + 1))[field]?.[0]).toBe(maxMessage);
    },
  };
}
