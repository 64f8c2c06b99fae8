import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The last good dog list from the dog source, kept so that it survives
 * restarts and is served while the source fails (one row per source key).
 */
export const dogSnapshots = pgTable("dog_snapshots", {
  sourceKey: text("source_key").primaryKey(),
  /** Normalised dogs as served to pages. */
  dogs: jsonb("dogs").notNull(),
  /** cacheTimestamp reported by the source, or the fetch time. */
  sourceTimestamp: text("source_timestamp").notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
});

/**
 * Who refreshes a dog source right now: with several server instances on one
 * database only the holder of an unexpired lease fetches (one row per source key).
 */
export const dogRefreshLeases = pgTable("dog_refresh_leases", {
  sourceKey: text("source_key").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
