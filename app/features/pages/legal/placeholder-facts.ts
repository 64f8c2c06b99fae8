import type { Locale } from "~/i18n/locales";
import type { Association } from "~/platform/settings/settings";

/**
 * An association's facts as placeholders (`{de.legalName}`, `{es.email}`…): the legal texts' first versions name
 * the facts this way, and the page fills in the settings' values when it is shown, so a changed address or phone
 * number is in the imprint and the privacy policy at once (legal-html.ts).
 */
export function placeholderFacts(locale: Locale): Association {
  const fact = (key: string) => `{${locale}.${key}}`;
  return {
    legalName: fact("legalName"),
    shortName: fact("shortName"),
    email: fact("email"),
    phone: fact("phone"),
    whatsapp: fact("whatsapp"),
    address: {
      street: fact("street"),
      postalCode: fact("postalCode"),
      city: fact("city"),
      region: fact("region"),
      country: fact("country"),
    },
    register: fact("register"),
    representedBy: fact("representedBy"),
    taxNote: fact("taxNote"),
  };
}
