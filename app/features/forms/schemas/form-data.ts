import { chosenSponsorshipAmount, parseEuroAmount, sponsorshipSource } from "../rules/sponsorship-amount";
import type { FormType } from "./form-types";

/**
 * From posted form controls (strings only) to the typed input the schemas
 * and the JSON endpoints take: checkboxes become booleans, amounts numbers.
 * The browser and the page action both go through here, so both send the
 * same thing the JSON endpoints accept.
 */

export type FormValues = Record<string, string>;

/** Control names that are not data (the action's routing). */
const controlNames = new Set(["formType", "intent", "step"]);

/** The posted strings of a form (files and repeated names: the first text value wins). */
export function formValues(formData: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && !controlNames.has(name) && !(name in values)) values[name] = value;
  }
  return values;
}

const checkboxes: Partial<Record<FormType, readonly string[]>> = {
  adoption: ["privacyAccepted"],
  sponsorship: ["publishName"],
  foster_home: ["privacyAccepted"],
  contact: ["privacyAccepted"],
  donation: ["privacyAccepted"],
};

/** A checked native checkbox posts its value ("on" unless set); an unchecked one posts nothing. */
const isChecked = (value: string | undefined) => value !== undefined && value !== "" && value !== "false";

/** The schema input of a posted form. */
export function formInput(formType: FormType, values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values };
  for (const name of checkboxes[formType] ?? []) input[name] = isChecked(values[name]);
  if (formType === "sponsorship") {
    // The preset radios post `amount`, the typed amount `customAmount`: one amount reaches the schema.
    delete input.customAmount;
    input.amount = chosenSponsorshipAmount(sponsorshipSource(values), parseEuroAmount(values.amount), parseEuroAmount(values.customAmount));
  }
  if (formType === "donation") input.amount = parseEuroAmount(values.amount);
  return input;
}
