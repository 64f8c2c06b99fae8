import { date, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The daily backups the server writes itself (BACKUP_DIR): one row per day, claimed by the instance that writes
 * it, so that several instances on one database write one backup a day. A claim not finished within its lease
 * (the instance died) may be taken over. Bookkeeping of the backups themselves: never part of one.
 */
export const scheduledBackups = pgTable("scheduled_backups", {
  /** The UTC day of the backup. */
  day: date("day").primaryKey(),
  claimedBy: text("claimed_by").notNull(),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});
