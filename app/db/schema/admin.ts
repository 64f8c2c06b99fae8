import { type AnyPgColumn, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The editors of the workspace (/admin), by e-mail address (lowercase, trimmed). A removed editor keeps
 * their row (`removed_at` set), so that the activity log always names who did what; adding the address
 * again brings the row back. EDITOR_EMAILS editors get their row at their first sign-in.
 */
export const editors = pgTable("editors", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  /** How the workspace names the editor (editor-name.ts); null: by the address. */
  name: text("name"),
  /**
   * Where the editor came from: `settings` (EDITOR_EMAILS: removed at the next start once no longer listed there),
   * `workspace` (added by an editor) or `command` (`npm run editor`). Set anew when a removed address comes back.
   */
  source: text("source", { enum: ["settings", "workspace", "command"] }).notNull(),
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
 * table its SHA-256. A session ends 7 days after `last_seen_at` (written at most once an hour, so that a visit
 * is no write per request) and 30 days after `created_at`; `expires_at` is the nearer of the two.
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
 * (app/features/admin/activity.server.ts). The summary names the subject (a title, an editor's address), not a
 * request's content. A visitor's address appears only in the record of an export of their data, until they are
 * erased: then it gives way to the erasure's keyed hash (`erasures`), as in the record of the erasure itself.
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

/**
 * The erasure journal: one row per erased address (a person's right to be forgotten), without the address:
 * SHA-256 of a random key of its own followed by the address. A restore replays it
 * (app/features/admin/people/erasure-journal.server.ts), so that a backup taken before an erasure does not bring
 * the person back; the activity log names the erasure by the same hash.
 */
export const erasures = pgTable("erasures", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** 32 random bytes, hex. */
  hashKey: text("hash_key").notNull(),
  addressHash: text("address_hash").notNull(),
  erasedAt: timestamp("erased_at", { withTimezone: true }).notNull().defaultNow(),
});
