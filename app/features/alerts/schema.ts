import * as z from "zod/mini";
import { email, honeypot, privacyAccepted } from "~/features/forms/schemas/fields";

/**
 * The alert form (dog list): the visitor's address and their consent, with the hidden anti-spam field.
 * The `type` and `location` it carries are the list's filters, read apart (filter.ts).
 */
export const alertFormSchema = z.object({
  email: email(),
  privacyAccepted: privacyAccepted(),
  website: honeypot(),
});

/** The posted form as the schema reads it: the checkbox posts "on" (or "true") when ticked. */
export function alertFormInput(formData: FormData) {
  const checked = formData.get("privacyAccepted");
  return {
    email: formData.get("email") ?? undefined,
    privacyAccepted: checked === "on" || checked === "true",
    website: formData.get("website") ?? undefined,
  };
}
