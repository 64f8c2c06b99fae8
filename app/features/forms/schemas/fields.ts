import * as z from "zod/mini";
import type { FormErrorCode } from "../texts";

/**
 * The field builders the per-form schemas are made of. The schemas run
 * unchanged in the browser (before sending) and on the server (page action
 * and JSON endpoints); every issue they report carries an error code as its
 * message, which only `texts.ts` turns into words.
 */

/** C0 control characters (line breaks and tabs only where a field is multi-line) and DEL: matching them is the point. */
/* eslint-disable no-control-regex */
const controlInLine = /[\u0000-\u001F\u007F]/;
const controlInText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/* eslint-enable no-control-regex */
/** Something a browser or mail client could read as a tag: "<" followed by a letter, "/", "!" or "?". */
const markupLike = /<\s*[A-Za-z/!?]/;

/** Missing → the field's "required" code, present with the wrong type → `invalid`. */
export function typeError(required: FormErrorCode, invalid: FormErrorCode = "invalidValue") {
  return { error: (issue: { input?: unknown }): FormErrorCode => (issue.input === undefined ? required : invalid) };
}

export interface TextBounds {
  min?: [number, FormErrorCode];
  max: [number, FormErrorCode];
  multiline?: boolean;
  /** Code when the field is missing altogether (defaults to the minimum's code). */
  required?: FormErrorCode;
}

/** A trimmed text field with its bounds; control characters and markup are refused. */
export function text({ min, max, multiline = false, required }: TextBounds) {
  return z.string(typeError(required ?? min?.[1] ?? "required")).check(
    z.trim(),
    ...(min ? [z.minLength(min[0], min[1])] : []),
    z.maxLength(max[0], max[1]),
    z.refine((value: string) => !(multiline ? controlInText : controlInLine).test(value), "controlCharacters"),
    z.refine((value: string) => !markupLike.test(value), "markup"),
  );
}

/** An optional text field: absent or empty is fine, anything given obeys the bounds. */
export function optionalText(bounds: TextBounds) {
  return z.optional(text(bounds));
}

/**
 * The fields several forms share, with the bounds of the shared schema: name
 * 2–100, phone 5–30, living situation and experience 10–500, message 20–2000,
 * a dog's name 1–100, e-mail valid and at most 255.
 */
export const personName = () => text({ min: [2, "nameMin"], max: [100, "nameMax"] });
export const phone = () => text({ min: [5, "phoneMin"], max: [30, "phoneMax"] });
export const livingSituation = () => text({ min: [10, "livingSituationMin"], max: [500, "livingSituationMax"], multiline: true });
export const experience = () => text({ min: [10, "experienceMin"], max: [500, "experienceMax"], multiline: true });
export const message = () => text({ min: [20, "messageMin"], max: [2000, "messageMax"], multiline: true });
export const dogName = () => text({ min: [1, "dogNameRequired"], max: [100, "dogNameMax"] });

/** Same pattern as zod's own e-mail check (no IP literals, no quoted local parts). */
export const emailPattern = z.regexes.email;

export function email(invalid: FormErrorCode = "emailInvalid") {
  return z.string(typeError(invalid)).check(z.trim(), z.maxLength(255, "emailMax"), z.regex(emailPattern, invalid));
}

export function privacyAccepted() {
  return z.literal(true, { error: (): FormErrorCode => "privacyRequired" });
}

/** The hidden anti-spam field: people leave it empty. */
export function honeypot() {
  return z.optional(z.string({ error: (): FormErrorCode => "honeypot" }).check(z.trim(), z.maxLength(0, "honeypot")));
}

/** True when a bot filled the hidden field (any non-blank value, of any type). */
export function isHoneypotFilled(data: unknown): boolean {
  if (typeof data !== "object" || data === null) return false;
  const value = (data as Record<string, unknown>).website;
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}

export interface AmountRules {
  min: [number, FormErrorCode];
  max: [number, FormErrorCode];
  required: FormErrorCode;
}

/** A whole number of euros within bounds (the amount inputs have step 1). */
export function amount(rules: AmountRules) {
  return z.number(typeError(rules.required, "amountInvalid")).check(
    z.gte(rules.min[0], rules.min[1]),
    z.lte(rules.max[0], rules.max[1]),
    z.refine((value: number) => Number.isInteger(value), "amountWhole"),
  );
}

export function checkbox() {
  return z._default(z.boolean({ error: (): FormErrorCode => "invalidValue" }), false);
}
