/**
 * A membership phone or mobile number: it starts with "+" (the country code),
 * has at least 10 digits once spaces, dashes, dots, brackets and the plus are
 * removed, and holds nothing but digits, plus, spaces, dashes, dots and
 * brackets. The checks run in this order; the first that fails is the problem.
 */
export type PhoneNumberProblem = "phoneCountryCode" | "phoneDigits" | "phoneCharacters";

export const PHONE_MIN_DIGITS = 10;

export function phoneNumberProblem(number: string): PhoneNumberProblem | undefined {
  if (!number.startsWith("+")) return "phoneCountryCode";
  if (number.replace(/[\s\-.()+]/g, "").replace(/\D/g, "").length < PHONE_MIN_DIGITS) return "phoneDigits";
  if (!/^[\d+\s\-.()]+$/.test(number)) return "phoneCharacters";
  return undefined;
}

const given = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** The application needs at least one of phone and mobile. */
export function hasSomePhoneNumber(fields: { phone?: unknown; mobile?: unknown }): boolean {
  return given(fields.phone) || given(fields.mobile);
}
