import type { Locale } from "~/i18n/locales";

/**
 * Association facts the code needs but no other source holds, in one typed
 * module with clearly marked example values. Every value marked EXAMPLE must be
 * replaced by the association's real data before going live; nothing else in
 * the code base holds these facts.
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
  phone: string;
  /** WhatsApp number in international format without "+" or spaces (wa.me links). */
  whatsapp: string;
  address: Address;
  register: string;
  representedBy: string;
  taxNote: string;
}

export interface BankAccount {
  recipient: string;
  iban: string;
  bic: string;
  bank: string;
  paypalEmail: string;
  paypalMe: string;
}

export interface TeamMember {
  name: string;
  position: Record<Locale, string>;
  photo: string;
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

export interface SiteConfig {
  brand: string;
  foundingYear: number;
  associations: Record<Locale, Association>;
  bank: Record<Locale, BankAccount>;
  social: { facebook: string; instagram: string };
  externalRedirects: { paypalHospice: string; paypal: string; teamingResidencia: string };
  teaming: { general: string; sponsorDogs: string };
  adoptionPlatforms: { name: string; url: string }[];
  team: TeamMember[];
  shelters: { fincaChaos: ShelterSite; residenciaMonika: ShelterSite };
  /** Founder of the hospice, portrayed on the hospice page. */
  hospiceFounder: { name: string; photo: string };
  fincaChaosVideos: Video[];
  geo: Record<Locale, { region: string; placename: string; latitude: number; longitude: number }>;
}

export const siteConfig: SiteConfig = {
  brand: "Costa Azahar Hundehilfe", // EXAMPLE
  foundingYear: 2013,
  associations: {
    de: {
      legalName: "Costa Azahar Hundehilfe e.V.", // EXAMPLE
      shortName: "Costa Azahar Hundehilfe",
      email: "info@hundehilfe-example.de", // EXAMPLE
      phone: "+49 4524 000000", // EXAMPLE
      whatsapp: "494524000000", // EXAMPLE
      address: {
        street: "Musterweg 1", // EXAMPLE
        postalCode: "23701",
        city: "Süsel",
        region: "Schleswig-Holstein",
        country: "Deutschland",
      },
      register: "Amtsgericht Lübeck, VR 0000 (Beispiel)", // EXAMPLE
      representedBy: "Anna Beispiel (1. Vorsitzende)", // EXAMPLE
      taxNote: "Vom Finanzamt Ostholstein als gemeinnützig anerkannt (Beispiel).", // EXAMPLE
    },
    es: {
      legalName: "Asociación Costa Azahar Rescate Animal", // EXAMPLE
      shortName: "Costa Azahar Rescate Animal",
      email: "info@rescate-example.es", // EXAMPLE
      phone: "+34 964 000 000", // EXAMPLE
      whatsapp: "34964000000", // EXAMPLE
      address: {
        street: "Calle Ejemplo 1", // EXAMPLE
        postalCode: "12580",
        city: "Benicarló",
        region: "Castellón",
        country: "España",
      },
      register: "Registro de Asociaciones de la Comunitat Valenciana, n.º CS-0000 (ejemplo)", // EXAMPLE
      representedBy: "María Ejemplo (presidenta)", // EXAMPLE
      taxNote: "CIF G00000000 (ejemplo)", // EXAMPLE
    },
  },
  bank: {
    de: {
      recipient: "Costa Azahar Hundehilfe e.V.", // EXAMPLE
      iban: "DE00 0000 0000 0000 0000 00", // EXAMPLE
      bic: "EXAMPLEXXX", // EXAMPLE
      bank: "Beispielbank Ostholstein", // EXAMPLE
      paypalEmail: "paypal@hundehilfe-example.de", // EXAMPLE
      paypalMe: "https://www.paypal.me/example-hundehilfe", // EXAMPLE
    },
    es: {
      recipient: "Asociación Costa Azahar Rescate Animal", // EXAMPLE
      iban: "ES00 0000 0000 0000 0000 0000", // EXAMPLE
      bic: "EXAMPLEYYY", // EXAMPLE
      bank: "Banco Ejemplo", // EXAMPLE
      paypalEmail: "paypal@rescate-example.es", // EXAMPLE
      paypalMe: "https://www.paypal.me/example-rescate", // EXAMPLE
    },
  },
  social: {
    facebook: "https://www.facebook.com/example-hundehilfe", // EXAMPLE
    instagram: "https://www.instagram.com/example_hundehilfe", // EXAMPLE
  },
  externalRedirects: {
    paypalHospice: "https://www.paypal.com/donate/?hosted_button_id=EXAMPLEHOSPIZ", // EXAMPLE
    paypal: "https://www.paypal.com/donate/?hosted_button_id=EXAMPLEGENERAL", // EXAMPLE
    teamingResidencia: "https://www.teaming.net/example-residencia-monika", // EXAMPLE
  },
  teaming: {
    general: "https://www.teaming.net/example-hundehilfe", // EXAMPLE
    sponsorDogs: "https://www.teaming.net/example-patenhunde", // EXAMPLE
  },
  adoptionPlatforms: [
    { name: "tiervermittlung.de", url: "https://www.tiervermittlung.de/" }, // EXAMPLE
    { name: "Tierschutz-Shop Vermittlungshilfe", url: "https://www.example-adoption-platform.org/" }, // EXAMPLE
  ],
  team: [
    { name: "Anna Beispiel", position: { de: "1. Vorsitzende", es: "Presidenta" }, photo: "/images/placeholders/team-1.svg" }, // EXAMPLE
    { name: "Jonas Muster", position: { de: "2. Vorsitzender", es: "Vicepresidente" }, photo: "/images/placeholders/team-2.svg" }, // EXAMPLE
    { name: "Lucía Ejemplo", position: { de: "Schriftführerin", es: "Secretaria" }, photo: "/images/placeholders/team-3.svg" }, // EXAMPLE
    { name: "Petra Probe", position: { de: "Kassenwartin", es: "Tesorera" }, photo: "/images/placeholders/team-4.svg" }, // EXAMPLE
  ],
  shelters: {
    fincaChaos: {
      address: { street: "Partida Mas de Chaos s/n", postalCode: "12580", city: "Benicarló", region: "Castellón", country: "España" }, // EXAMPLE
      latitude: 40.4302, // EXAMPLE
      longitude: 0.3901, // EXAMPLE
    },
    residenciaMonika: {
      address: { street: "Camí de la Residència s/n", postalCode: "12500", city: "Vinaròs", region: "Castellón", country: "España" }, // EXAMPLE
      latitude: 40.4705, // EXAMPLE
      longitude: 0.4747, // EXAMPLE
    },
  },
  hospiceFounder: { name: "Anna Beispiel", photo: "/images/placeholders/hospice-founder.svg" }, // EXAMPLE
  fincaChaosVideos: [
    { youtubeId: "EXAMPLEvid1", title: { de: "Rundgang über die Finca Chaos", es: "Recorrido por la Finca Chaos" } }, // EXAMPLE
    { youtubeId: "EXAMPLEvid2", title: { de: "Ein Tag in den Ausläufen", es: "Un día en los parques" } }, // EXAMPLE
    { youtubeId: "EXAMPLEvid3", title: { de: "Das Hundewohnzimmer", es: "La sala de estar de los perros" } }, // EXAMPLE
  ],
  geo: {
    // Region and place name of each association's seat, for the geo meta tags.
    de: { region: "Schleswig-Holstein", placename: "Süsel", latitude: 54.0786, longitude: 10.7072 },
    es: { region: "Castellón", placename: "Benicarló", latitude: 40.4165, longitude: 0.4257 },
  },
};

/** An association's contact details as the site frame shows them. */
export type AssociationContact = Pick<Association, "legalName" | "email" | "phone" | "address">;

/**
 * The facts every page needs: the footer's contacts and social links, the
 * head's geo tags, the organisation's structured data. The root loader sends
 * them as data, so this module stays out of the pages' script.
 */
export function frameFacts(locale: Locale) {
  const contact = ({ legalName, email, phone, address }: Association): AssociationContact => ({ legalName, email, phone, address });
  return {
    associations: { de: contact(siteConfig.associations.de), es: contact(siteConfig.associations.es) },
    social: siteConfig.social,
    foundingYear: siteConfig.foundingYear,
    geo: siteConfig.geo[locale],
  };
}

export type FrameFacts = ReturnType<typeof frameFacts>;
