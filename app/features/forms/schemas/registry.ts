import type * as z from "zod/mini";
import type { Locale } from "~/i18n/locales";
import { adoptionSchema } from "./adoption";
import { contactSchema } from "./contact";
import { donationSchema } from "./donation";
import { fosterHomeSchema } from "./foster-home";
import type { FormType } from "./form-types";
import { type ValidationContext, membershipSchema } from "./membership";
import { sponsorshipSource } from "../rules/sponsorship-amount";
import { sponsorshipSchema } from "./sponsorship";

/** The schema a submission of `formType` is checked against, in the browser and on the server. */
export function schemaFor(
  formType: FormType,
  locale: Locale,
  context: ValidationContext,
  data: unknown,
): z.ZodMiniType<Record<string, unknown>> {
  switch (formType) {
    case "adoption":
      return adoptionSchema();
    case "sponsorship":
      return sponsorshipSchema(sponsorshipSource(data));
    case "foster_home":
      return fosterHomeSchema();
    case "contact":
      return contactSchema();
    case "donation":
      return donationSchema();
    case "membership":
      return membershipSchema(locale, context);
  }
}
