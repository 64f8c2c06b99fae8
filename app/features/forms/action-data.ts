import { useActionData } from "react-router";
import type { FieldErrors } from "./schemas/common";
import type { FormValues } from "./schemas/form-data";
import type { FormType } from "./schemas/form-types";
import type { MembershipNotice, MembershipStep } from "./schemas/membership";

/**
 * What a page action answers a posted form (the no-JavaScript path): the
 * form renders from it exactly what the browser-side state machine shows.
 */
export interface FormActionData {
  formType: FormType;
  status: "editing" | "invalid" | "success" | "blocked" | "error";
  /** The posted strings, to fill the form again (never the honeypot). */
  values: FormValues;
  fieldErrors?: FieldErrors;
  /** Membership: the step to show, and the toast text of a failed step. */
  step?: MembershipStep;
  notice?: MembershipNotice;
}

/** Values the form gets back: everything except the hidden anti-spam field. */
export function echoValues(values: FormValues): FormValues {
  const { website: _dropped, ...rest } = values;
  return rest;
}

/** The answer of the page action for this form, if the last post (without JavaScript) was this form's. */
export function useFormActionData(formType: FormType): FormActionData | undefined {
  const actionData = useActionData() as FormActionData | undefined;
  return actionData?.formType === formType ? actionData : undefined;
}
