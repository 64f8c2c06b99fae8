import { date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * The insights (docs/decisions/0040-insights-without-tracking.md): what the association learns about which dogs and
 * pages are seen, without tracking anyone. No table holds a client address, a user agent or a cookie.
 */

/**
 * The day's random salt of the visitor hashes, one per day for every instance (the first instance to need it makes
 * it). Deleted once its day is over, so that no hash can be linked to another day's. Never backed up.
 */
export const insightsSalts = pgTable("insights_salts", {
  /** The day in UTC. */
  day: date("day", { mode: "string" }).primaryKey(),
  /** 32 random bytes, hex. */
  salt: text("salt").notNull(),
});

/**
 * The day's raw visitor marks: which (salted, hashed) visitor was already counted for a scope today, so that
 * several instances count a visitor once. Deleted with the day's salt. Never backed up.
 */
export const insightsVisitors = pgTable(
  "insights_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** What the visitor was counted for: `<host> <kind> <key>` (insights/scopes.ts). */
    scope: text("scope").notNull(),
    /** SHA-256 of the day's salt, the client address, the user agent and the host (hex); it names nobody. */
    visitor: text("visitor").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.scope, table.visitor] })],
);

/**
 * The daily sums, kept INSIGHTS_RETENTION_DAYS: per day, host and what was counted (`kind`: `site` the whole host,
 * `page` a path, `dog` a dog's id, `referrer` a referring host, `favourite`/`share`/`print` a dog's id,
 * `emptySearch` a search of the dog list that found nothing), the views (or events) and the day's unique visitors.
 * Every instance adds its counts (an upsert with increments).
 */
export const insightsDaily = pgTable(
  "insights_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    host: text("host").notNull(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.host, table.kind, table.key] }),
    index("insights_daily_kind_day_idx").on(table.kind, table.day),
  ],
);
