import { type Locale, intlLocale } from "~/i18n/locales";
import { ASSOCIATION_TIME_ZONE } from "./calendar";

// The association's time: every time an editor types or reads (a scheduled publication) is Berlin's.

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: ASSOCIATION_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The association's wall clock at an instant, as if it were UTC (milliseconds). */
function wallClock(instant: number): number {
  const at = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(at.year!, at.month! - 1, at.day, at.hour, at.minute, at.second);
}

const DAY = 24 * 60 * 60 * 1000;
const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant of a minute on the association's clock (`2026-12-24T09:00`, as a `datetime-local` control sends
 * it), summer and winter time alike; undefined for what is no such minute (`2026-02-30T09:00`). In the hour the
 * clocks go back, the first of the two is taken; a minute the clocks skip in spring is read as the one after the jump.
 */
export function instantOfLocalMinute(local: string): Date | undefined {
  const found = LOCAL_MINUTE.exec(local);
  if (!found) return undefined;
  const [year, month, day, hour, minute] = found.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  // The clock's offsets a day before and after (they differ only around a clock change): the instants they give
  // that show this minute, the earlier one first; none for a minute the spring change skips.
  const offsets = [asUtc - DAY, asUtc + DAY].map((instant) => wallClock(instant) - instant);
  const candidates = offsets.map((offset) => asUtc - offset).filter((instant) => wallClock(instant) === asUtc);
  return new Date(candidates.length > 0 ? Math.min(...candidates) : asUtc - offsets[0]!);
}

/** An instant as a minute on the association's clock, for a `datetime-local` control. */
export const localMinuteOf = (instant: Date): string => new Date(wallClock(instant.getTime())).toISOString().slice(0, 16);

const shortMoment = Object.fromEntries(
  (["de", "es"] as const).map((locale) => [
    locale,
    new Intl.DateTimeFormat(intlLocale[locale], {
      day: "2-digit",
      month: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: ASSOCIATION_TIME_ZONE,
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/** Day, month and time on the association's clock: "24.12., 09:00" / "24/12, 09:00". */
export const shortAssociationMoment = (instant: Date, locale: Locale): string => shortMoment[locale].format(instant);
