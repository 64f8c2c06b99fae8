import { type CalendarDate, daysInMonth, pad, requireIsoDate } from "~/platform/time/calendar";

/** Members are at least 18 years old. */
export const MINIMUM_AGE = 18;

/**
 * Age on `today` as the membership form counts it: the year difference,
 * reduced by one while the birth month has not been reached (the day is not
 * looked at).
 */
export function ageOn(birthday: CalendarDate, today: CalendarDate): number {
  return today.year - birthday.year - (today.month < birthday.month ? 1 : 0);
}

/** Old enough to become a member on `today` (both ISO dates' parts). */
export function isAdultOn(birthday: CalendarDate, today: CalendarDate): boolean {
  return ageOn(birthday, today) >= MINIMUM_AGE;
}

/**
 * The birthday input's maximum: today minus 18 years (29 Feb → 28 Feb).
 * Within the birth month it is stricter than `ageOn`, which ignores the day:
 * the form states both rules (the input's limit and the age check).
 */
export function latestAdultBirthday(today: string): string {
  const date = requireIsoDate(today);
  const year = date.year - MINIMUM_AGE;
  return `${pad(year, 4)}-${pad(date.month)}-${pad(Math.min(date.day, daysInMonth(year, date.month)))}`;
}
