import { siteConfig } from "~/config/site";
import type { Locale } from "~/i18n/locales";
import { whatsappLink } from "~/lib/whatsapp";
import type { AdoptionContact } from "./adoption-process";

/**
 * The association's e-mail and WhatsApp chat for `locale`, as loader data: the site config and the link's making
 * stay out of the pages' script.
 */
export function adoptionContact(locale: Locale): AdoptionContact {
  const { email, whatsapp } = siteConfig.associations[locale];
  return { email, whatsappUrl: whatsappLink(whatsapp) };
}
