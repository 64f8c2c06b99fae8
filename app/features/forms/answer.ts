import type { Locale } from "~/i18n/locales";
import { type MembershipNotice, membershipNotice } from "./rules/membership-notice";
import { withStorableText } from "./rules/storable-text";
import { isHoneypotFilled } from "./schemas/fields";
import { type FormValues, formInput, formValues } from "./schemas/form-data";
import { type FormType, isFormType } from "./schemas/form-types";
import {
  type MembershipStep,
  firstStepWithError,
  isMembershipStep,
  membershipStepSchema,
  nextStep,
  previousStep,
} from "./schemas/membership";
import { schemaFor } from "./schemas/registry";
import { type FieldErrors, validateWith } from "./schemas/validate";

/**
 * The one protocol of the visitor forms. A form posts to its own page's
 * action, with JavaScript (through the router) or without; the action answers
 * a `FormAnswer`, and the form renders from it. Everything that can be decided
 * without storing (going back to the form, membership steps, the honeypot,
 * validation) is decided by `answerWithoutStoring`, which the browser runs
 * before sending and the action runs again: both paths cannot drift.
 */

export type FormStatus = "editing" | "invalid" | "success" | "blocked" | "error";

export interface FormAnswer {
  formType: FormType;
  status: FormStatus;
  /** The posted strings, to fill the form again (never the honeypot). */
  values: FormValues;
  fieldErrors?: FieldErrors;
  /** Membership: the step to show, and the toast of a refused step. */
  step?: MembershipStep;
  notice?: MembershipNotice;
}

/** What a form posts besides its fields: which form, what the pressed button asks, the membership step. */
export type FormIntent = "submit" | "edit" | "next" | "back";

export interface FormPost {
  formType: FormType;
  intent: FormIntent;
  step: MembershipStep;
  /** The fields as posted, every string made storable (rules/storable-text.ts). */
  values: FormValues;
}

const intents: readonly FormIntent[] = ["submit", "edit", "next", "back"];

/** A posted form, or undefined when it names no form of the site. */
export function readFormPost(formData: FormData): FormPost | undefined {
  const formType = formData.get("formType");
  if (!isFormType(formType)) return undefined;
  const intent = intents.find((known) => known === formData.get("intent")) ?? "submit";
  const step = Number(formData.get("step"));
  return { formType, intent, step: isMembershipStep(step) ? step : 1, values: withStorableText(formValues(formData)) };
}

/** Values the form gets back: everything except the hidden anti-spam field. */
export function echoValues(values: FormValues): FormValues {
  const { website: _dropped, ...rest } = values;
  return rest;
}

/**
 * The answer to a post that stores nothing, or undefined for a valid
 * submission (only the server stores it and answers success or error).
 * `today` is the association's date (`~/platform/time/calendar` isoDateIn).
 */
export function answerWithoutStoring(post: FormPost, locale: Locale, today: string): FormAnswer | undefined {
  const { formType, intent, step, values } = post;
  const answer = (rest: Omit<FormAnswer, "formType" | "values">): FormAnswer => ({ formType, values: echoValues(values), ...rest });

  if (intent === "edit") return answer({ status: "editing", step });
  if (formType === "membership" && intent === "back") return answer({ status: "editing", step: previousStep(step) });
  if (formType === "membership" && intent === "next") {
    const check = validateWith(membershipStepSchema(locale, { today }, step), values);
    if (!check.ok)
      return answer({ status: "editing", step, fieldErrors: check.fieldErrors, notice: membershipNotice(check.fieldErrors, "step") });
    return answer({ status: "editing", step: nextStep(step) });
  }
  if (isHoneypotFilled(values)) return answer({ status: "blocked", step });
  return invalidAnswer(post, locale, today);
}

/** The answer to a submission that fails validation, or undefined when it is valid. */
function invalidAnswer(post: FormPost, locale: Locale, today: string): FormAnswer | undefined {
  const input = formInput(post.formType, post.values);
  const checked = validateWith(schemaFor(post.formType, locale, { today }, input), input);
  if (checked.ok) return undefined;
  return invalidSubmission(post, checked.fieldErrors);
}

/** A refused submission: the membership form returns to its first step with an error and says why in a toast. */
export function invalidSubmission(post: FormPost, fieldErrors: FieldErrors): FormAnswer {
  const base = { formType: post.formType, values: echoValues(post.values), status: "invalid" as const, fieldErrors };
  if (post.formType !== "membership") return base;
  return { ...base, step: firstStepWithError(fieldErrors), notice: membershipNotice(fieldErrors, "submit") };
}
