import * as z from "zod/mini";
import type { Locale } from "~/i18n/locales";
import { isAdultOn } from "../rules/age";
import { parseIsoDate, parseIsoMonth, requireIsoDate } from "~/platform/time/calendar";
import { entryDateOf, isAllowedEntryMonth } from "../rules/entry-month";
import { hasSomePhoneNumber, phoneNumberProblem } from "../rules/phone-number";
import { type FormErrorCode, formTexts } from "../texts";
import { emailPattern, honeypot, optionalText, text, typeError } from "./fields";

/**
 * The four-step membership application. Each step asks for its fields; Next
 * checks them (with a toast naming the problem), and the submission checks
 * every step again, with its own message for the missing phone number.
 */

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

/** The day the age and entry-month rules are relative to, as an ISO date `YYYY-MM-DD`. */
export interface ValidationContext {
  today: string;
}

type MaxLength = 10 | 30 | 100 | 200;
const tooLong = (max: MaxLength): FormErrorCode => `tooLong${max}`;

/** A custom issue with a code as its message (see fields.ts). */
const problem = (code: FormErrorCode, input: unknown) => ({ code: "custom" as const, message: code, input });

function fieldSchemas(locale: Locale, { today }: ValidationContext) {
  const required = typeError("membershipRequired", "membershipRequired");
  const requiredText = (max: MaxLength) => text({ min: [1, "membershipRequired"], max: [max, tooLong(max)] });
  const optional = (max: MaxLength) => optionalText({ max: [max, tooLong(max)] });
  const todayDate = requireIsoDate(today);
  const countries = formTexts[locale].membership.countries as [string, ...string[]];

  const phoneNumber = optional(30).check(
    z.superRefine((number: string | undefined, ctx) => {
      const found = number ? phoneNumberProblem(number) : undefined;
      if (found) ctx.addIssue(problem(found, number));
    }),
  );

  return {
    membershipType: z.enum(MEMBERSHIP_TYPES, { error: () => "membershipTypeRequired" }),
    salutation: z.enum(SALUTATIONS, required),
    firstName: requiredText(100),
    lastName: requiredText(100),
    birthday: z.string(required).check(
      z.trim(),
      z.minLength(1, "membershipRequired"),
      z.superRefine((value: string, ctx) => {
        if (value === "") return;
        const birthday = parseIsoDate(value);
        if (!birthday || birthday.year < 1900) ctx.addIssue(problem("birthdayInvalid", value));
        else if (!isAdultOn(birthday, todayDate)) ctx.addIssue(problem("tooYoung", value));
      }),
    ),
    street: requiredText(200),
    addressAddition: optional(200),
    postalCode: requiredText(10),
    city: requiredText(100),
    // The country is named in the visitor's language (the form's list of that language).
    country: z.enum(countries, {
      error: (issue) => (issue.input === undefined || issue.input === "" ? "membershipRequired" : "countryInvalid"),
    }),
    email: z.string(required).check(
      z.trim(),
      z.minLength(1, "membershipRequired"),
      z.maxLength(255, "emailMax"),
      z.superRefine((value: string, ctx) => {
        if (value !== "" && !emailPattern.test(value)) ctx.addIssue(problem("membershipEmailInvalid", value));
      }),
    ),
    phone: phoneNumber,
    mobile: phoneNumber,
    facebookUsername: optional(100),
    entryDate: z.pipe(
      z.string(required).check(
        z.trim(),
        z.minLength(1, "membershipRequired"),
        z.superRefine((value: string, ctx) => {
          if (value === "") return;
          const month = parseIsoMonth(value);
          if (!month) ctx.addIssue(problem("entryDateInvalid", value));
          else if (!isAllowedEntryMonth(month, today)) ctx.addIssue(problem("entryDateTooEarly", value));
        }),
      ),
      z.transform((value: string) => entryDateOf(parseIsoMonth(value) ?? { year: 0, month: 1 })),
    ),
    paymentInterval: z.enum(PAYMENT_INTERVALS, required),
    website: honeypot(),
  };
}

/** At least one of phone and mobile; checked even while other fields are still invalid. */
function atLeastOnePhone(code: FormErrorCode) {
  return z.superRefine(
    (value: { phone?: unknown; mobile?: unknown }, ctx) => {
      if (!hasSomePhoneNumber(value)) ctx.addIssue({ ...problem(code, value), path: ["phone"] });
    },
    { when: () => true },
  );
}

/** The schema of one step (what Next checks). */
export function membershipStepSchema(locale: Locale, context: ValidationContext, step: MembershipStep) {
  const fields = fieldSchemas(locale, context);
  const shape = Object.fromEntries(MEMBERSHIP_STEP_FIELDS[step].map((name) => [name, fields[name]]));
  const schema = z.object(shape);
  return step === 3 ? schema.check(atLeastOnePhone("phoneRequired")) : schema;
}

/** The whole application as submitted: every step again, with the final recheck's own phone message. */
export function membershipSchema(locale: Locale, context: ValidationContext) {
  return z.object(fieldSchemas(locale, context)).check(atLeastOnePhone("phoneRequiredFinal"));
}

export function isMembershipStep(value: unknown): value is MembershipStep {
  return (MEMBERSHIP_STEPS as readonly unknown[]).includes(value);
}

export const nextStep = (step: MembershipStep) => Math.min(4, step + 1) as MembershipStep;
export const previousStep = (step: MembershipStep) => Math.max(1, step - 1) as MembershipStep;

/** Where the final recheck sends the visitor back to: the first step with an invalid field. */
export function firstStepWithError(fieldErrors: Record<string, unknown>): MembershipStep {
  return MEMBERSHIP_STEPS.find((step) => (MEMBERSHIP_STEP_FIELDS[step] as readonly string[]).some((field) => field in fieldErrors)) ?? 4;
}
