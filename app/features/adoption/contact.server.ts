import type { Locale } from "~/i18n/locales";
import { siteSettings } from "~/platform/settings/current";
import { associationWhatsappLink } from "~/platform/settings/display.server";
import type { AdoptionContact } from "./adoption-process";

/**
 * The association's e-mail and WhatsApp chat for `locale`, as loader data: the settings and the link's making
 * stay out of the pages' script.
 */
export function adoptionContact(locale: Locale): AdoptionContact {
  return { email: siteSettings().associations[locale].email, whatsappUrl: associationWhatsappLink(locale) };
}
