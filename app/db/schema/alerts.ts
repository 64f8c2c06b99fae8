import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * A visitor's wish to hear about new dogs of a filter (type and location, '' for any), by e-mail, on the host
 * they subscribed on. Unconfirmed until the link of the confirmation mail is used (double opt-in; deleted after
 * 48 hours otherwise). The consent is recorded as given: its time and the exact words shown next to the box.
 */
export const alertSubscriptions = pgTable(
  "alert_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** As `personAddress` gives it (trimmed, lower case). */
    email: text("email").notNull(),
    locale: text("locale").notNull(),
    /** The configured origin of the host the visitor subscribed on: every link of its mails points there. */
    origin: text("origin").notNull(),
    dogType: text("dog_type").notNull().default(""),
    location: text("location").notNull().default(""),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    consentText: text("consent_text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** New dogs first seen after this time are still to be announced to it. */
    announcedUntil: timestamp("announced_until", { withTimezone: true }),
    /** The last alert mail: at most one a day. */
    lastMailedAt: timestamp("last_mailed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("alert_subscriptions_filter_idx").on(table.email, table.dogType, table.location),
    index("alert_subscriptions_created_idx").on(table.createdAt),
  ],
);

/**
 * The secrets of a subscription's links, of which only the SHA-256 is kept: the confirmation link's, and one
 * unsubscribe link per alert mail (a new secret each time, so every mail's link keeps working).
 */
export const alertTokens = pgTable(
  "alert_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["confirm", "unsubscribe"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("alert_tokens_subscription_idx").on(table.subscriptionId)],
);

/**
 * Every dog id the dog source ever listed, with the time it was first seen: the unique record by which a dog
 * counts as new once, whichever instance saw it first. `announce` is false for dogs first seen by a fetch that
 * followed no recent successful one (an empty database, an outage of the source): those are never announced.
 */
export const knownDogs = pgTable(
  "known_dogs",
  {
    dogId: text("dog_id").primaryKey(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull(),
    announce: boolean("announce").notNull(),
  },
  (table) => [index("known_dogs_first_seen_idx").on(table.firstSeenAt)],
);
