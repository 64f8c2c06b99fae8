import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every accepted visitor request, stored before the visitor sees success. A request the spam rules caught
 * (app/features/spam) is stored too, with `spam_reason` set and no mail, in the workspace's spam folder until
 * an editor rescues it (reason cleared, mail enqueued) or the daily clean-up deletes it.
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    formType: text("form_type").notNull(),
    locale: text("locale").notNull(),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** new, in_progress, done or archived; done and archived requests are deleted after the retention period. */
    status: text("status").notNull().default("new"),
    /** Why the spam rules caught it (`links`, `linkInName`, `addressLimit`); null: a request like any other. */
    spamReason: text("spam_reason"),
  },
  (table) => [
    // The person's address as the workspace looks it up (trimmed, any case): everything held on one address.
    index("form_submissions_person_email_idx").on(sql`lower(btrim(${table.data} ->> 'email'))`),
    index("form_submissions_spam_idx")
      .on(table.createdAt)
      .where(sql`${table.spamReason} is not null`),
  ],
);

/**
 * One row per background job and day, claimed with INSERT … ON CONFLICT DO NOTHING: of several instances on
 * one database exactly one runs a daily job (app/features/forms/retention.server.ts).
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    job: text("job").notNull(),
    day: date("day").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.job, table.day] })],
);

/**
 * Transactional outbox: written in the same transaction as its submission,
 * delivered over SMTP by the mail worker with retries (status pending → sent,
 * or failed after the last attempt; failures stay visible here).
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id").references(() => formSubmissions.id),
    /** The language of a mail without submission (e.g. a sign-in link): it picks the sender; null means the submission's. */
    locale: text("locale"),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("outbox_messages_due_idx").on(table.status, table.nextAttemptAt)],
);
