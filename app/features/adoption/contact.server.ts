import { siteConfig } from "~/config/site";
import type { Locale } from "~/i18n/locales";
import type { AdoptionContact } from "./adoption-process";

/** The association's e-mail and WhatsApp number for `locale`, as loader data: the site config stays out of the pages' script. */
export function adoptionContact(locale: Locale): AdoptionContact {
  const { email, whatsapp } = siteConfig.associations[locale];
  return { email, whatsapp };
}
