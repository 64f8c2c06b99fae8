import type { Locale } from "~/i18n/locales";

/**
 * The association's facts that the association itself changes in the workspace (`/admin/settings`): names,
 * contacts, bank and donation links, social links, shelters, videos. Stored as versions in the database
 * (docs/decisions/0037-the-association-runs-its-own-site.md); the values the site brings along are the first
 * version (first-version.ts). Phone numbers are stored as E.164 (`+4945241234`), WhatsApp numbers as digits with
 * the country code, IBANs without spaces.
 */

export interface Address {
  street: string;
  postalCode: string;
  city: string;
  region: string;
  country: string;
}

export interface Association {
  legalName: string;
  shortName: string;
  email: string;
  /** E.164, e.g. `+4945241234567`. */
  phone: string;
  /** Digits with the country code, without "+" (wa.me links), e.g. `4945241234567`. */
  whatsapp: string;
  address: Address;
  register: string;
  representedBy: string;
  taxNote: string;
}

export interface BankAccount {
  recipient: string;
  /** Without spaces. */
  iban: string;
  bic: string;
  bank: string;
  paypalEmail: string;
  paypalMe: string;
}

/** A shelter site of the association (structured data and the shelter pages). */
export interface ShelterSite {
  address: Address;
  latitude: number;
  longitude: number;
}

export interface Video {
  /** YouTube video id; embedded from youtube-nocookie.com only after a click. */
  youtubeId: string;
  title: Record<Locale, string>;
}

export interface SiteSettings {
  /** The name the site shows (header, titles, mails). */
  brand: string;
  foundingYear: number;
  associations: Record<Locale, Association>;
  bank: Record<Locale, BankAccount>;
  social: { facebook: string; instagram: string };
  /** Where `/paypal-hospiz`, `/paypal…` and `/teaming-residenz` send visitors (302). */
  externalRedirects: { paypalHospice: string; paypal: string; teamingResidencia: string };
  teaming: { general: string; sponsorDogs: string };
  adoptionPlatforms: { name: string; url: string }[];
  shelters: { fincaChaos: ShelterSite; residenciaMonika: ShelterSite };
  /** Founder of the hospice, portrayed on the hospice page; `photo` a picture's URL. */
  hospiceFounder: { name: string; photo: string };
  fincaChaosVideos: Video[];
  /** Each association's seat for the geo meta tags. */
  geo: Record<Locale, { latitude: number; longitude: number }>;
}

/** An association's contact details as the site frame shows them (the phone formatted for reading). */
export type AssociationContact = Pick<Association, "legalName" | "email" | "phone" | "address">;
