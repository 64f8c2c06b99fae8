/** Requests caught by the spam rules stay this long in the spam folder, for an editor to rescue, then they go. */
export const SPAM_KEPT_DAYS = 14;

/**
 * Mails of no request (sign-in links, and alert mails, which go with their subscription before) are kept this long
 * once sent or given up, to see what went out; then they go, with the address and links they hold.
 */
export const MAIL_KEPT_DAYS = 30;

/** Requests whose handling is over; only they are deleted after the retention period. */
export const FINISHED_STATUSES = ["done", "archived"] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `days` before `now`: what was received before it is older than `days` days. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The calendar day (UTC) a daily job's run is counted for. */
export const jobDay = (now: Date) => now.toISOString().slice(0, 10);
