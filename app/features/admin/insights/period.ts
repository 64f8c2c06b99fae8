import { dayAfter, isDay } from "~/features/insights/day";

/** The period the insights show when none is asked for: the last 30 days, today included. */
export const DEFAULT_DAYS = 30;
/** The quick choices of the period form. */
export const PRESET_DAYS = [7, 30, 90, 365] as const;

export interface Period {
  from: string;
  to: string;
  /** The query asked for a period that is none (a wrong date, `from` after `to`): the default is shown. */
  invalid: boolean;
}

/**
 * The period of `/admin/insights?from=YYYY-MM-DD&to=YYYY-MM-DD` (or `?days=N`, the last N days up to today); without
 * either, the last 30 days. A period may not end after today nor start before the oldest day kept.
 */
export function periodOf(params: URLSearchParams, today: string, retentionDays: number): Period {
  const last = (days: number) => ({ from: dayAfter(today, -(days - 1)), to: today });
  const oldest = dayAfter(today, -retentionDays);
  const days = params.get("days");
  if (days !== null) {
    const count = Number(days);
    if (Number.isSafeInteger(count) && count >= 1 && count <= retentionDays) return { ...last(count), invalid: false };
    return { ...last(DEFAULT_DAYS), invalid: true };
  }
  const from = params.get("from");
  const to = params.get("to");
  if (!from && !to) return { ...last(DEFAULT_DAYS), invalid: false };
  const end = to || today;
  const start = from || dayAfter(end, -(DEFAULT_DAYS - 1));
  if (!isDay(start) || !isDay(end) || start > end) return { ...last(DEFAULT_DAYS), invalid: true };
  return { from: start < oldest ? oldest : start, to: end > today ? today : end, invalid: false };
}

/** The query string of a period (without `?`). */
export const periodQuery = (period: Pick<Period, "from" | "to">) => new URLSearchParams({ from: period.from, to: period.to }).toString();
