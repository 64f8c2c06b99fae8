import { localMinuteOf } from "~/platform/time/association-time";

/** A counting day: the date on the association's clock (Europe/Berlin), `YYYY-MM-DD`. */
export const insightsDay = (instant: Date): string => localMinuteOf(instant).slice(0, 10);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `days` after `day` (before it, for a negative number). */
export function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Whether a text is a date `YYYY-MM-DD` that exists. */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}
