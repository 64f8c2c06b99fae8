import { type AnyPgColumn, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The editors of the workspace (/admin), by e-mail address (lowercase, trimmed). A removed editor keeps
 * their row (`removed_at` set), so that the activity log always names who did what; adding the address
 * again brings the row back. EDITOR_EMAILS editors get their row at their first sign-in.
 */
export const editors = pgTable("editors", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  /** The editor who added this one; null: the command line (`npm run editor`) or EDITOR_EMAILS. */
  addedBy: uuid("added_by").references((): AnyPgColumn => editors.id),
  addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  removedAt: timestamp("removed_at", { withTimezone: true }),
});

/**
 * One-time sign-in links (valid 15 minutes, single use, on the host they were asked on). Only the
 * SHA-256 of the link's token is kept: the database alone cannot sign anybody in.
 */
export const signInLinks = pgTable(
  "sign_in_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    /** The host the link was asked on and works on, e.g. `www.example.es` (with the port, if any). */
    host: text("host").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("sign_in_links_expires_idx").on(table.expiresAt)],
);

/**
 * Signed-in browsers, shared by every instance on the database. The cookie holds a random token, the
 * table its SHA-256. Rolling: `expires_at` moves 30 days on when an editor comes back, at most once an
 * hour (`last_seen_at`), so that a visit is no write per request.
 */
export const editorSessions = pgTable(
  "editor_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    editorId: uuid("editor_id")
      .notNull()
      .references(() => editors.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("editor_sessions_editor_idx").on(table.editorId), index("editor_sessions_expires_idx").on(table.expiresAt)],
);

/**
 * Who created, changed, published or deleted what, written in the same transaction as the change
 * (app/features/admin/activity.server.ts). Never a visitor's personal data: the summary names the
 * subject (a title, an editor's address), not a request's content.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null: the operator's command line (`npm run editor`). */
    editorId: uuid("editor_id").references(() => editors.id),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    summary: text("summary").notNull(),
  },
  (table) => [index("activity_log_at_idx").on(table.at)],
);
