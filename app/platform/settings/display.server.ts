import { friendlyFormatIBAN } from "ibantools";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { Locale } from "~/i18n/locales";
import { whatsappLink } from "~/lib/whatsapp";
import { siteSettings } from "./current";
import type { Association, AssociationContact, BankAccount, SiteSettings } from "./settings";

/**
 * The settings as pages and mails show them, made on the server (the phone numbers' library never reaches the
 * browser): phone numbers written for reading (`+49 4524 123456`), IBANs in groups of four.
 */

export const displayPhone = (e164: string): string => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

export const displayIban = (iban: string): string => friendlyFormatIBAN(iban) ?? iban;

/** An association as shown: its phone number for reading. */
export const shownAssociation = (association: Association): Association => ({ ...association, phone: displayPhone(association.phone) });

export const shownBank = (bank: BankAccount): BankAccount => ({ ...bank, iban: displayIban(bank.iban) });

/** The association's WhatsApp chat, optionally with a first message. */
export const associationWhatsappLink = (locale: Locale, text?: string) => whatsappLink(siteSettings().associations[locale].whatsapp, text);

const contact = ({ legalName, email, phone, address }: Association): AssociationContact => ({
  legalName,
  email,
  phone: displayPhone(phone),
  address,
});

/**
 * The facts every page needs: the footer's contacts and social links, the head's geo tags, the organisation's
 * structured data. The root loader sends them as data, so the settings stay out of the pages' script.
 */
export function frameFacts(locale: Locale, settings: SiteSettings = siteSettings()) {
  const seat = settings.associations[locale].address;
  return {
    brand: settings.brand,
    associations: { de: contact(settings.associations.de), es: contact(settings.associations.es) },
    social: settings.social,
    foundingYear: settings.foundingYear,
    geo: { region: seat.region, placename: seat.city, ...settings.geo[locale] },
  };
}

export type FrameFacts = ReturnType<typeof frameFacts>;

/**
 * The values a page's rich text may name as `{de.email}`, `{es.phone}`… (imprint, privacy): each association's
 * facts as shown. In a `tel:` link a phone number is its E.164 form.
 */
export function factPlaceholders(settings: SiteSettings = siteSettings()): Record<string, string> {
  const values: Record<string, string> = {};
  for (const locale of ["de", "es"] as const) {
    const association = settings.associations[locale];
    const { address, ...facts } = association;
    for (const [key, value] of Object.entries({ ...facts, ...address, phone: displayPhone(association.phone) })) {
      values[`${locale}.${key}`] = String(value);
    }
    values[`${locale}.phoneLink`] = association.phone;
  }
  values.brand = settings.brand;
  return values;
}
