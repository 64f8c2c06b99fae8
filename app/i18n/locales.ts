export const locales = ["de", "es"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "de";

export function otherLocale(locale: Locale): Locale {
  return locale === "de" ? "es" : "de";
}

/** BCP 47 tags for Intl (dates, plurals, numbers). */
export const intlLocale: Record<Locale, string> = { de: "de-DE", es: "es-ES" };

/** Open Graph locale codes. */
export const ogLocale: Record<Locale, string> = { de: "de_DE", es: "es_ES" };

export function isLocale(value: unknown): value is Locale {
  return value === "de" || value === "es";
}
