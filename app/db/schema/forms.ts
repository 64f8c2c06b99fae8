import { type SQL, sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { editors } from "./admin";
import { alertSubscriptions } from "./alerts";

/** The fields of any form the inbox searches: names, e-mail, phones and the free texts (the form schemas' names). */
const searchedFields = [
  "name",
  "yourName",
  "firstName",
  "lastName",
  "email",
  "phone",
  "mobile",
  "dog",
  "dogName",
  "purpose",
  "message",
  "livingSituation",
  "experience",
  "existingPets",
  "availability",
] as const;

/** Lowercased, one text per request: the search is a plain `like` on it (immutable expressions only, as generated columns need). */
const searchText: SQL = sql.join(
  searchedFields.map((field) => sql.raw(`coalesce(data->>'${field}', '')`)),
  sql.raw(" || ' ' || "),
);

/**
 * Every accepted visitor request, stored before the visitor sees success, and how the association handles it
 * in the workspace's inbox (status, assignee, whether anybody opened it yet). A request the spam rules caught
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
    status: text("status", { enum: ["new", "in_progress", "done", "archived"] })
      .notNull()
      .default("new"),
    assigneeId: uuid("assignee_id").references(() => editors.id),
    /** When an editor first opened the request; null: unread. */
    readAt: timestamp("read_at", { withTimezone: true }),
    /** The visitor's address, lowercased: "this address has written before". */
    email: text("email").generatedAlwaysAs(sql`lower(data->>'email')`),
    /** The dog the request is about (adoption `dog`, sponsorship and contact `dogName`). */
    dogName: text("dog_name").generatedAlwaysAs(sql`coalesce(nullif(data->>'dog', ''), nullif(data->>'dogName', ''))`),
    searchText: text("search_text").generatedAlwaysAs(sql`lower(${searchText})`),
    /** Why the spam rules caught it (`links`, `linkInName`, `addressLimit`); null: a request like any other. */
    spamReason: text("spam_reason"),
  },
  (table) => [
    index("form_submissions_created_idx").on(table.createdAt),
    index("form_submissions_status_created_idx").on(table.status, table.createdAt),
    index("form_submissions_type_created_idx").on(table.formType, table.createdAt),
    index("form_submissions_email_idx").on(table.email),
    index("form_submissions_dog_idx").on(table.dogName),
    index("form_submissions_spam_idx")
      .on(table.createdAt)
      .where(sql`${table.spamReason} is not null`),
  ],
);

/** An editor's note on a request; erasing the request erases its notes. */
export const submissionNotes = pgTable(
  "submission_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => formSubmissions.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => editors.id),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("submission_notes_submission_idx").on(table.submissionId, table.createdAt)],
);

/**
 * The claims of the scheduled jobs: one row per job and period (a day, or a day and an hour in the job's name), so
 * that of several instances on one database exactly one runs it (app/platform/job-claims.server.ts). A job that
 * runs in one transaction inserts its row there (`claimRun`: a failed run leaves none); one that runs outside any
 * (the daily backup, written to a file) holds its row as a lease (`claimLease`: who, since when, and when it
 * finished; a lease neither finished nor given back in time belongs to an instance that died and is taken over).
 * Bookkeeping of the scheduler: never part of a backup.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    job: text("job").notNull(),
    day: date("day").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    /** A lease's holder (host name and process id); none for a run claimed in its transaction. */
    claimedBy: text("claimed_by"),
    /** When a lease's run finished; none while it runs, nor for a run claimed in its transaction. */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.job, table.day] })],
);

/**
 * Transactional outbox: written in the same transaction as its submission,
 * delivered over SMTP by the mail worker with retries (status pending → sent,
 * or failed after the last attempt; failures stay visible here). A mail goes with
 * its submission or subscription; one of neither (a sign-in link) after 30 days.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id").references(() => formSubmissions.id),
    /** The new-dog alert subscription a mail is of (its confirmation, an alert): deleted with it. */
    subscriptionId: uuid("subscription_id").references(() => alertSubscriptions.id, { onDelete: "cascade" }),
    /**
     * The visitor's receipt of a submission (to the visitor), not the submission's mail to the association: the
     * inbox shows and resends the association's mail; a receipt that fails loses no request.
     */
    receipt: boolean("receipt").notNull().default(false),
    /** The language of a mail without submission (e.g. a sign-in link): it picks the sender; null means the submission's. */
    locale: text("locale"),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Extra headers of the mail (e.g. `List-Unsubscribe` of a new-dog alert), name → value. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** An editor closed this failed mail's task on the start page without sending it again (the row stays). */
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_messages_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_messages_submission_idx").on(table.submissionId),
    index("outbox_messages_subscription_idx").on(table.subscriptionId),
  ],
);
