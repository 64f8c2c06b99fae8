import type { Locale } from "~/i18n/locales";
import type { SiteSettings } from "./settings";

/**
 * The settings form's fields, one list for the form, its parsing, its checks, the history's labels and the go-live
 * checklist: each field's form name (the CONTRACT's names where it gives them: `emailDe`, `ibanEs`, `facebook`…),
 * where its value sits in the settings, and what kind of value it takes. Lists (adoption platforms, videos) are
 * numbered slots; an empty slot is no entry.
 */

export type FieldKind =
  "text" | "optionalText" | "email" | "phone" | "whatsapp" | "iban" | "bic" | "https" | "latitude" | "longitude" | "year" | "youtubeId";

export const settingsGroups = [
  "site",
  "associationDe",
  "associationEs",
  "bankDe",
  "bankEs",
  "links",
  "platforms",
  "shelters",
  "hospice",
  "videos",
] as const;
export type SettingsGroup = (typeof settingsGroups)[number];

export interface SettingsField {
  name: string;
  group: SettingsGroup;
  kind: FieldKind;
  /** Where the value sits in the settings. */
  path: readonly (string | number)[];
  /** The country a phone number without its code belongs to. */
  country?: "DE" | "ES";
  /** Part of a list slot: the slot is one entry when any of its fields is filled. */
  slot?: { list: "adoptionPlatforms" | "fincaChaosVideos"; index: number };
}

/** How many entries the lists take. */
export const listSlots = 6;

const languages = [
  ["De", "de", "DE"],
  ["Es", "es", "ES"],
] as const satisfies readonly (readonly [string, Locale, "DE" | "ES"])[];

const perLanguage = (
  group: (suffix: "De" | "Es") => SettingsGroup,
  fields: readonly [string, FieldKind, (locale: Locale) => readonly (string | number)[]][],
): SettingsField[] =>
  languages.flatMap(([suffix, locale, country]) =>
    fields.map(([name, kind, path]) => ({ name: `${name}${suffix}`, group: group(suffix), kind, path: path(locale), country })),
  );

const address = (at: readonly string[], prefix: string, group: SettingsGroup): SettingsField[] =>
  (["street", "postalCode", "city", "region", "country"] as const).map((part) => ({
    name: `${prefix}${part[0]!.toUpperCase()}${part.slice(1)}`,
    group,
    kind: "text",
    path: [...at, "address", part],
  }));

const shelter = (key: "fincaChaos" | "residenciaMonika"): SettingsField[] => [
  ...address(["shelters", key], key, "shelters"),
  { name: `${key}Latitude`, group: "shelters", kind: "latitude", path: ["shelters", key, "latitude"] },
  { name: `${key}Longitude`, group: "shelters", kind: "longitude", path: ["shelters", key, "longitude"] },
];

const slots = <T>(make: (index: number) => T[]): T[] => Array.from({ length: listSlots }, (_, index) => make(index)).flat();

export const settingsFields: readonly SettingsField[] = [
  { name: "brand", group: "site", kind: "text", path: ["brand"] },
  { name: "foundingYear", group: "site", kind: "year", path: ["foundingYear"] },
  ...perLanguage(
    (suffix) => `association${suffix}`,
    [
      ["legalName", "text", (locale) => ["associations", locale, "legalName"]],
      ["shortName", "text", (locale) => ["associations", locale, "shortName"]],
      ["email", "email", (locale) => ["associations", locale, "email"]],
      ["phone", "phone", (locale) => ["associations", locale, "phone"]],
      ["whatsapp", "whatsapp", (locale) => ["associations", locale, "whatsapp"]],
      ["street", "text", (locale) => ["associations", locale, "address", "street"]],
      ["postalCode", "text", (locale) => ["associations", locale, "address", "postalCode"]],
      ["city", "text", (locale) => ["associations", locale, "address", "city"]],
      ["region", "text", (locale) => ["associations", locale, "address", "region"]],
      ["country", "text", (locale) => ["associations", locale, "address", "country"]],
      ["register", "optionalText", (locale) => ["associations", locale, "register"]],
      ["representedBy", "text", (locale) => ["associations", locale, "representedBy"]],
      ["taxNote", "optionalText", (locale) => ["associations", locale, "taxNote"]],
      ["seatLatitude", "latitude", (locale) => ["geo", locale, "latitude"]],
      ["seatLongitude", "longitude", (locale) => ["geo", locale, "longitude"]],
    ],
  ),
  ...perLanguage(
    (suffix) => `bank${suffix}`,
    [
      ["recipient", "text", (locale) => ["bank", locale, "recipient"]],
      ["iban", "iban", (locale) => ["bank", locale, "iban"]],
      ["bic", "bic", (locale) => ["bank", locale, "bic"]],
      ["bank", "text", (locale) => ["bank", locale, "bank"]],
      ["paypalEmail", "email", (locale) => ["bank", locale, "paypalEmail"]],
      ["paypalMe", "https", (locale) => ["bank", locale, "paypalMe"]],
    ],
  ),
  { name: "facebook", group: "links", kind: "https", path: ["social", "facebook"] },
  { name: "instagram", group: "links", kind: "https", path: ["social", "instagram"] },
  { name: "paypalHospice", group: "links", kind: "https", path: ["externalRedirects", "paypalHospice"] },
  { name: "paypalGeneral", group: "links", kind: "https", path: ["externalRedirects", "paypal"] },
  { name: "teamingResidencia", group: "links", kind: "https", path: ["externalRedirects", "teamingResidencia"] },
  { name: "teamingGeneral", group: "links", kind: "https", path: ["teaming", "general"] },
  { name: "teamingSponsorDogs", group: "links", kind: "https", path: ["teaming", "sponsorDogs"] },
  ...slots((index): SettingsField[] => [
    {
      name: `platform${index + 1}Name`,
      group: "platforms",
      kind: "text",
      path: ["adoptionPlatforms", index, "name"],
      slot: { list: "adoptionPlatforms", index },
    },
    {
      name: `platform${index + 1}Url`,
      group: "platforms",
      kind: "https",
      path: ["adoptionPlatforms", index, "url"],
      slot: { list: "adoptionPlatforms", index },
    },
  ]),
  ...shelter("fincaChaos"),
  ...shelter("residenciaMonika"),
  { name: "founderName", group: "hospice", kind: "text", path: ["hospiceFounder", "name"] },
  ...slots((index): SettingsField[] => [
    {
      name: `video${index + 1}Id`,
      group: "videos",
      kind: "youtubeId",
      path: ["fincaChaosVideos", index, "youtubeId"],
      slot: { list: "fincaChaosVideos", index },
    },
    ...languages.map(([suffix, locale]): SettingsField => ({
      name: `video${index + 1}Title${suffix}`,
      group: "videos",
      kind: "text",
      path: ["fincaChaosVideos", index, "title", locale],
      slot: { list: "fincaChaosVideos", index },
    })),
  ]),
];

/** The value at `path` in a settings object, as the form shows it ("" where a list has no such entry). */
export function valueAt(settings: SiteSettings, path: readonly (string | number)[]): string {
  let value: unknown = settings;
  for (const key of path) value = value == null ? undefined : (value as Record<string | number, unknown>)[key];
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a setting's value is text, a number or a yes/no
  return value == null ? "" : String(value);
}
