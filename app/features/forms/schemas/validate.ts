import type * as z from "zod/mini";
import type { Locale } from "~/i18n/locales";
import { type FormErrorCode, formTexts } from "../texts";

/** Field name → error codes, in the order the schema found them (a form shows the first). */
export type FieldErrors = Record<string, FormErrorCode[]>;

export type Validation<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

/** A schema issue's message is a code (fields.ts); zod's own messages (e.g. a wrong shape of the whole input) count as "invalidValue". */
function codeOf(message: string): FormErrorCode {
  return Object.hasOwn(formTexts.de.errors, message) ? (message as FormErrorCode) : "invalidValue";
}

/** The codes of a failed parse, per field. */
function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "";
    const codes = (fieldErrors[field] ??= []);
    const code = codeOf(issue.message);
    if (!codes.includes(code)) codes.push(code);
  }
  return fieldErrors;
}

export function validateWith<T>(schema: z.ZodMiniType<T>, input: unknown): Validation<T> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}

/** The field errors in words, as the JSON endpoints answer them. */
export function fieldErrorTexts(locale: Locale, fieldErrors: FieldErrors): Record<string, string[]> {
  const texts = formTexts[locale].errors;
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, codes]) => [field, codes.map((code) => texts[code])]));
}
