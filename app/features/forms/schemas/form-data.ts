import { type FormType } from "./form-types";
import { effectiveSponsorshipAmount } from "./amounts";

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

/** A euro amount as typed ("15", "15,5"); anything else stays a string so validation names it. */
function parseAmount(value: string | undefined): number | string | undefined {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "") return undefined;
  return /^\d{1,9}([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : trimmed;
}

/**
 * The sponsorship amount: on a dog page a custom amount overrides the preset
 * once it reaches the minimum; on the donations page any custom amount given
 * is the amount (and is checked against its minimum of 30 €).
 */
function sponsorshipAmount(values: FormValues) {
  const preset = parseAmount(values.amount);
  const custom = parseAmount(values.customAmount);
  if (values.source === "donationsPage") return custom ?? preset;
  if (typeof custom !== "number") return preset;
  return effectiveSponsorshipAmount(typeof preset === "number" ? preset : undefined, custom) ?? preset;
}

/** The schema input of a posted form. */
export function formInput(formType: FormType, values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values };
  for (const name of checkboxes[formType] ?? []) input[name] = isChecked(values[name]);
  if (formType === "sponsorship") {
    delete input.customAmount;
    input.amount = sponsorshipAmount(values);
  }
  if (formType === "donation") input.amount = parseAmount(values.amount);
  return input;
}
