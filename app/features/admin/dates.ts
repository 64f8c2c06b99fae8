import { ASSOCIATION_TIME_ZONE } from "~/platform/time/calendar";
import { perLanguage } from "~/i18n/format";
import { type Locale, intlLocale } from "~/i18n/locales";

/**
 * A moment as the workspace shows it: day and time in the association's time zone, in the host's language
 * ("23.11.2026, 14:05" / "23/11/2026, 14:05"). Formatted by the loader, so that server and browser agree.
 */
export function workspaceDateTime(moment: Date, locale: Locale): string {
  return dateTimeFormat(intlLocale[locale]).format(moment);
}

// One formatter per language: the CSV export formats 10,000 moments, and each new formatter holds native memory
// (ICU's) until it is collected, which took the server from about 230 to 540 MB resident (bench/inbox.mjs).
const dateTimeFormat = perLanguage(
  (intlTag) => new Intl.DateTimeFormat(intlTag, { dateStyle: "medium", timeStyle: "short", timeZone: ASSOCIATION_TIME_ZONE }),
);

/** A moment for the page: its words and its machine-readable form (`<time dateTime>`). */
export const shownMoment = (moment: Date, locale: Locale) => ({ text: workspaceDateTime(moment, locale), iso: moment.toISOString() });

export type ShownMoment = ReturnType<typeof shownMoment>;
