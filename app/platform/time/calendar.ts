/**
 * The association's calendar, as the forms' date rules and the workspace use it: ISO strings (`YYYY-MM-DD`,
 * `YYYY-MM`), pure, so that browser and server agree and tests pin exact days.
 */

/** The association's time zone: "today" is the date in Germany and Spain (both CET). */
export const ASSOCIATION_TIME_ZONE = "Europe/Berlin";

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoMonthPattern = /^(\d{4})-(\d{2})$/;

export const pad = (value: number, length = 2) => String(value).padStart(length, "0");

export function daysInMonth(year: number, month: number) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar date of `instant` in a time zone, as `YYYY-MM-DD`. */
export function isoDateIn(instant: Date, timeZone = ASSOCIATION_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface CalendarMonth {
  year: number;
  month: number;
}

/** A real calendar date from `YYYY-MM-DD` (no 31 April), else undefined. */
export function parseIsoDate(value: string): CalendarDate | undefined {
  const match = isoDatePattern.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** `parseIsoDate` for dates the code itself produced (today): a malformed one is a bug. */
export function requireIsoDate(value: string): CalendarDate {
  const date = parseIsoDate(value);
  if (!date) throw new Error(`not an ISO date: ${value}`);
  return date;
}

/** A month from `YYYY-MM`, or from a full date `YYYY-MM-DD` (its month). */
export function parseIsoMonth(value: string): CalendarMonth | undefined {
  const date = parseIsoDate(value);
  if (date) return { year: date.year, month: date.month };
  const match = isoMonthPattern.exec(value);
  if (!match) return undefined;
  const [year, month] = [Number(match[1]), Number(match[2])];
  return month >= 1 && month <= 12 ? { year, month } : undefined;
}

/** A month as `YYYY-MM`. */
export function isoMonth({ year, month }: CalendarMonth): string {
  return `${pad(year, 4)}-${pad(month)}`;
}
