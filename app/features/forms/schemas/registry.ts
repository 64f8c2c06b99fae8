import type * as z from "zod/mini";
import type { Locale } from "~/i18n/locales";
import { adoptionSchema } from "./adoption";
import type { ValidationContext } from "./common";
import { contactSchema } from "./contact";
import { donationSchema } from "./donation";
import { fosterHomeSchema } from "./foster-home";
import type { FormType } from "./form-types";
import { membershipSchema } from "./membership";
import { sponsorshipSchema, sponsorshipSource } from "./sponsorship";

/** The schema a submission of `formType` is checked against (server side: all forms in one place). */
export function schemaFor(
  formType: FormType,
  locale: Locale,
  context: ValidationContext,
  data: unknown,
): z.ZodMiniType<Record<string, unknown>> {
  switch (formType) {
    case "adoption":
      return adoptionSchema(locale);
    case "sponsorship":
      return sponsorshipSchema(locale, sponsorshipSource(data));
    case "foster_home":
      return fosterHomeSchema(locale);
    case "contact":
      return contactSchema(locale);
    case "donation":
      return donationSchema(locale);
    case "membership":
      return membershipSchema(locale, context);
  }
}
