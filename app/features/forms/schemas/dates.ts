/**
 * Calendar rules of the membership form on ISO strings (`YYYY-MM-DD`,
 * `YYYY-MM`): pure, so browser and server agree and tests pin exact days.
 */

export const MINIMUM_AGE = 18;

/** The association's calendar: "today" is the date in Germany/Spain (both CET). */
export const ASSOCIATION_TIME_ZONE = "Europe/Berlin";

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoMonthPattern = /^(\d{4})-(\d{2})$/;

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

function daysInMonth(year: number, month: number) {
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

/** A real calendar date from `YYYY-MM-DD` (no 31 April), else undefined. */
export function parseIsoDate(value: string): CalendarDate | undefined {
  const match = isoDatePattern.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** A month from `YYYY-MM`, or from a full date `YYYY-MM-DD` (its month). */
export function parseIsoMonth(value: string): { year: number; month: number } | undefined {
  const date = parseIsoDate(value);
  if (date) return { year: date.year, month: date.month };
  const match = isoMonthPattern.exec(value);
  if (!match) return undefined;
  const [year, month] = [Number(match[1]), Number(match[2])];
  return month >= 1 && month <= 12 ? { year, month } : undefined;
}

/**
 * Age on `today` as spec 2 §5 counts it: the year difference, reduced by one
 * if the birth month has not yet been reached (the day is not looked at).
 */
export function ageOn(birthday: CalendarDate, today: CalendarDate): number {
  return today.year - birthday.year - (today.month < birthday.month ? 1 : 0);
}

/**
 * The date input's maximum: today minus 18 years (spec 2 §5; 29 Feb → 28 Feb).
 * Within the birth month it is stricter than `ageOn`, which ignores the day:
 * the spec states both rules.
 */
export function latestAdultBirthday(today: string): string {
  const date = parseIsoDate(today);
  if (!date) throw new Error(`not an ISO date: ${today}`);
  const year = date.year - MINIMUM_AGE;
  return `${pad(year, 4)}-${pad(date.month)}-${pad(Math.min(date.day, daysInMonth(year, date.month)))}`;
}

/** The month after `today`'s month, `YYYY-MM`: the earliest entry month and its default. */
export function nextMonth(today: string): string {
  const date = parseIsoDate(today);
  if (!date) throw new Error(`not an ISO date: ${today}`);
  return date.month === 12 ? `${pad(date.year + 1, 4)}-01` : `${pad(date.year, 4)}-${pad(date.month + 1)}`;
}

/** The first day of a month, `YYYY-MM-01` (the entry date is always the first of a month). */
export function firstOfMonth(month: { year: number; month: number }): string {
  return `${pad(month.year, 4)}-${pad(month.month)}-01`;
}
