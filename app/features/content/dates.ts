import { type Locale, intlLocale } from "~/i18n/locales";

const longDate: Record<Locale, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat(intlLocale.de, { dateStyle: "long", timeZone: "UTC" }),
  es: new Intl.DateTimeFormat(intlLocale.es, { dateStyle: "long", timeZone: "UTC" }),
};

/** A calendar date ("2025-03-14") in the long form of de-DE or es-ES: "14. März 2025", "14 de marzo de 2025". */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return longDate[locale].format(date);
}

/** Items by calendar date, newest first; items of the same day keep their order. */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => dateOf(b).slice(0, 10).localeCompare(dateOf(a).slice(0, 10)));
}
