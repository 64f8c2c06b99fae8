import { type CalendarMonth, isoMonth, pad, requireIsoDate } from "~/platform/time/calendar";

/**
 * The membership entry date: a month, at the earliest the month after today's,
 * which is also the form's default; it is stored as the first day of that month.
 */

/** The month after `today`'s month, `YYYY-MM`: the earliest entry month and its default. */
export function earliestEntryMonth(today: string): string {
  const date = requireIsoDate(today);
  return date.month === 12 ? isoMonth({ year: date.year + 1, month: 1 }) : isoMonth({ year: date.year, month: date.month + 1 });
}

export function isAllowedEntryMonth(month: CalendarMonth, today: string): boolean {
  return isoMonth(month) >= earliestEntryMonth(today);
}

/** The stored entry date: the first day of the chosen month, `YYYY-MM-01`. */
export function entryDateOf(month: CalendarMonth): string {
  return `${pad(month.year, 4)}-${pad(month.month)}-01`;
}
