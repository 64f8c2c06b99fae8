import { ASSOCIATION_TIME_ZONE } from "~/features/forms/rules/calendar";
import { type Locale, intlLocale } from "~/i18n/locales";

/**
 * A moment as the workspace shows it: day and time in the association's time zone, in the host's language
 * ("23.11.2026, 14:05" / "23/11/2026, 14:05"). Formatted by the loader, so that server and browser agree.
 */
export function workspaceDateTime(moment: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: "medium", timeStyle: "short", timeZone: ASSOCIATION_TIME_ZONE }).format(
    moment,
  );
}

/** A moment for the page: its words and its machine-readable form (`<time dateTime>`). */
export const shownMoment = (moment: Date, locale: Locale) => ({ text: workspaceDateTime(moment, locale), iso: moment.toISOString() });

export type ShownMoment = ReturnType<typeof shownMoment>;
