import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Attempts per key (e.g. `form:<client address>`) in the key's current fixed window, shared by every
 * instance on the database (app/features/rate-limit). A row whose window has ended counts as absent
 * and is swept away.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
