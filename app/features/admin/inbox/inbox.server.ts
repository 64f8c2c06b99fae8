import { type SQL, and, asc, count, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { type PgColumn, type PgUpdateSetSource, alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { editors, formSubmissions, outboxMessages, submissionNotes } from "~/db/schema";
import { notifyOutbox } from "~/platform/mail/outbox-signal.server";
import type { FormType } from "~/features/forms/schemas/form-types";
import type { Locale } from "~/i18n/locales";
import { recordActivity } from "../activity.server";
import { shownEditor } from "../shown-editor.server";
import { isItemId } from "../item-id";
import { type InboxFilter, filterSummary } from "./filters";
import { OPEN_STATUSES, type RequestStatus } from "./statuses";
import { visitorName } from "./visitor-name";

/**
 * The inbox's reads and changes: every request a visitor sent (form_submissions), how the association handles
 * it, and the state of its mail (outbox_messages). Changes are recorded in the activity log in their
 * transaction, naming a request by its form and short id only: the log keeps no visitor's personal data.
 */

/** How the activity log names a request: its form and the first 8 characters of its id. */
export const requestLabel = (request: { formType: string; id: string }) => `${request.formType} ${request.id.slice(0, 8)}`;

/** `like` pattern for "contains", the wildcards of the text taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (sign) => `\\${sign}`)}%`;

/** The conditions of a filter (`editorId`: who "my" is). */
function filterConditions(filter: InboxFilter, editorId: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.formType ? eq(formSubmissions.formType, filter.formType) : undefined,
    filter.status ? eq(formSubmissions.status, filter.status) : undefined,
    filter.locale ? eq(formSubmissions.locale, filter.locale) : undefined,
    filter.dog ? sql`lower(${formSubmissions.dogName}) = ${filter.dog.toLowerCase()}` : undefined,
    filter.q ? sql`${formSubmissions.searchText} like ${containing(filter.q)}` : undefined,
    filter.view !== "all" ? inArray(formSubmissions.status, [...OPEN_STATUSES]) : undefined,
    filter.view === "my" ? eq(formSubmissions.assigneeId, editorId) : undefined,
  ];
  return and(...conditions);
}

export type MailState = "pending" | "sent" | "failed";

export interface InboxListItem {
  id: string;
  formType: FormType;
  locale: Locale;
  status: RequestStatus;
  createdAt: Date;
  read: boolean;
  name: string;
  email: string;
  dogName: string | null;
  /** The editor who handles it, as shown (name, else address). */
  assignee: string | null;
  mailState: MailState | null;
}

const assignee = alias(editors, "assignee");

/** The newest mail of each request to the association (a request has one; a resend reuses its row; receipts aside). */
const latestMail = sql<MailState | null>`(select o.status from outbox_messages o where o.submission_id = ${formSubmissions.id}
  and not o.receipt order by o.created_at desc limit 1)`;

/** The association's mail of a request, not the visitor's receipt. */
const associationMailOf = (id: SQL | string) => and(eq(outboxMessages.submissionId, id), eq(outboxMessages.receipt, false));

/** One page of the inbox, newest first, and how many requests the filter finds in all. */
export async function listRequests(
  database: Database,
  filter: InboxFilter,
  { editorId, pageSize }: { editorId: string; pageSize: number },
): Promise<{ items: InboxListItem[]; total: number }> {
  const where = filterConditions(filter, editorId);
  const [rows, [counted]] = await Promise.all([
    database
      .select({
        id: formSubmissions.id,
        formType: formSubmissions.formType,
        locale: formSubmissions.locale,
        status: formSubmissions.status,
        createdAt: formSubmissions.createdAt,
        readAt: formSubmissions.readAt,
        // Only what the list shows of the data: its name fields and the address, not the texts.
        data: sql<Record<string, unknown>>`jsonb_build_object(
          'name', ${formSubmissions.data}->'name', 'yourName', ${formSubmissions.data}->'yourName',
          'firstName', ${formSubmissions.data}->'firstName', 'lastName', ${formSubmissions.data}->'lastName',
          'email', ${formSubmissions.data}->'email')`,
        dogName: formSubmissions.dogName,
        assignee: shownEditor(assignee),
        mailState: latestMail,
      })
      .from(formSubmissions)
      .leftJoin(assignee, eq(assignee.id, formSubmissions.assigneeId))
      .where(where)
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(pageSize)
      .offset((filter.page - 1) * pageSize),
    database.select({ total: count() }).from(formSubmissions).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    items: rows.map(({ data, readAt, ...row }) => {
      const fields = asRecord(data);
      return {
        ...row,
        formType: row.formType as FormType,
        locale: row.locale as Locale,
        read: readAt !== null,
        name: visitorName(fields),
        email: typeof fields.email === "string" ? fields.email : "",
      };
    }),
  };
}

/** A request's notes, oldest first, with their authors as shown: one JSON array per request (the CSV export). */
const notesOf = (submissionId: SQL | PgColumn) =>
  sql<{ at: string; author: string | null; body: string }[]>`(select coalesce(json_agg(json_build_object(
    'at', ${submissionNotes.createdAt}, 'author', ${shownEditor(editors)}, 'body', ${submissionNotes.body})
    order by ${submissionNotes.createdAt}, ${submissionNotes.id}), '[]')
  from ${submissionNotes} left join ${editors} on ${editors.id} = ${submissionNotes.authorId}
  where ${submissionNotes.submissionId} = ${submissionId})`;

/** Every request of a filter (no pages), newest first, with its data and notes: the CSV export. */
export async function exportRequests(database: Database, filter: InboxFilter, editorId: string) {
  const rows = await database
    .select({
      id: formSubmissions.id,
      formType: formSubmissions.formType,
      locale: formSubmissions.locale,
      status: formSubmissions.status,
      createdAt: formSubmissions.createdAt,
      data: formSubmissions.data,
      assignee: shownEditor(assignee),
      notes: notesOf(formSubmissions.id),
    })
    .from(formSubmissions)
    .leftJoin(assignee, eq(assignee.id, formSubmissions.assigneeId))
    .where(filterConditions(filter, editorId))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id));
  return rows.map((row) => ({
    ...row,
    formType: row.formType as FormType,
    locale: row.locale as Locale,
    data: asRecord(row.data),
    notes: row.notes.map((note) => ({ ...note, at: new Date(note.at) })),
  }));
}

/** Records an export in the activity log: who (the editor), when, which filter; nothing of the requests. */
export async function recordExport(database: Database, filter: InboxFilter, editorId: string, rows: number) {
  await recordActivity(database, {
    editorId,
    subjectType: "inbox",
    action: "exported",
    summary: `${filterSummary(filter)} (${rows})`,
  });
}

const asRecord = (data: unknown): Record<string, unknown> =>
  typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};

/** Requests nobody has opened yet (start page). */
export async function unreadCount(database: Database): Promise<number> {
  const [row] = await database.select({ unread: count() }).from(formSubmissions).where(isNull(formSubmissions.readAt));
  return row?.unread ?? 0;
}

export interface RequestMail {
  id: string;
  state: MailState;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  closedAt: Date | null;
}

/** A request with everything its page shows; undefined when there is none of that id. */
export async function findRequest(database: Database, id: string) {
  if (!isItemId(id)) return undefined;
  const [row] = await database
    .select({
      id: formSubmissions.id,
      formType: formSubmissions.formType,
      locale: formSubmissions.locale,
      status: formSubmissions.status,
      createdAt: formSubmissions.createdAt,
      readAt: formSubmissions.readAt,
      data: formSubmissions.data,
      email: formSubmissions.email,
      dogName: formSubmissions.dogName,
      assigneeId: formSubmissions.assigneeId,
    })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, id));
  if (!row) return undefined;
  const [notes, mails, earlier] = await Promise.all([
    database
      .select({ id: submissionNotes.id, body: submissionNotes.body, createdAt: submissionNotes.createdAt, author: shownEditor(editors) })
      .from(submissionNotes)
      .leftJoin(editors, eq(editors.id, submissionNotes.authorId))
      .where(eq(submissionNotes.submissionId, id))
      .orderBy(asc(submissionNotes.createdAt), asc(submissionNotes.id)),
    database
      .select({
        id: outboxMessages.id,
        state: outboxMessages.status,
        attempts: outboxMessages.attempts,
        lastError: outboxMessages.lastError,
        sentAt: outboxMessages.sentAt,
        closedAt: outboxMessages.closedAt,
      })
      .from(outboxMessages)
      .where(associationMailOf(id))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1),
    row.email
      ? database
          .select({ id: formSubmissions.id, formType: formSubmissions.formType, createdAt: formSubmissions.createdAt })
          .from(formSubmissions)
          .where(and(eq(formSubmissions.email, row.email), ne(formSubmissions.id, id)))
          .orderBy(desc(formSubmissions.createdAt))
          .limit(20)
      : Promise.resolve([]),
  ]);
  return {
    ...row,
    formType: row.formType as FormType,
    locale: row.locale as Locale,
    data: asRecord(row.data),
    notes,
    mail: mails[0] ?? null,
    earlier: earlier.map((request) => ({ ...request, formType: request.formType as FormType })),
  };
}

export type FoundRequest = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/** Opening a request marks it read (once: the first opening's time stays). */
export async function markRead(database: Database, id: string): Promise<void> {
  await database
    .update(formSubmissions)
    .set({ readAt: sql`now()` })
    .where(and(eq(formSubmissions.id, id), isNull(formSubmissions.readAt)));
}

/** The editors a request can be given to: everybody of the workspace who is not removed. */
export async function assignableEditors(database: Database) {
  return database
    .select({ id: editors.id, shownAs: shownEditor<string>(editors) })
    .from(editors)
    .where(isNull(editors.removedAt))
    .orderBy(asc(shownEditor(editors)), asc(editors.email));
}

export interface RequestChange {
  status?: RequestStatus;
  /** An editor's id; null: nobody; undefined: unchanged. */
  assigneeId?: string | null;
  /** A new note (already trimmed, not empty). */
  note?: string;
  editorId: string;
}

export type ChangeOutcome = "saved" | "unchanged" | "notFound" | "unknownAssignee";

/** Sets status and assignee and adds a note, each recorded in the activity log, in one transaction. */
export async function changeRequest(database: Database, id: string, change: RequestChange): Promise<ChangeOutcome> {
  if (!isItemId(id)) return "notFound";
  return database.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: formSubmissions.id,
        formType: formSubmissions.formType,
        status: formSubmissions.status,
        assigneeId: formSubmissions.assigneeId,
      })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, id))
      .for("update");
    if (!current) return "notFound";
    const label = requestLabel(current);
    let changed = false;
    if (change.status && change.status !== current.status) {
      await tx.update(formSubmissions).set({ status: change.status }).where(eq(formSubmissions.id, id));
      await recordActivity(tx, {
        editorId: change.editorId,
        subjectType: "request",
        action: "statusChanged",
        subjectId: id,
        summary: `${label}: ${current.status} → ${change.status}`,
      });
      changed = true;
    }
    if (change.assigneeId !== undefined && change.assigneeId !== current.assigneeId) {
      let assigneeShown = "–";
      if (change.assigneeId !== null) {
        const [chosen] = isItemId(change.assigneeId)
          ? await tx
              .select({ shownAs: shownEditor<string>(editors) })
              .from(editors)
              .where(and(eq(editors.id, change.assigneeId), isNull(editors.removedAt)))
          : [];
        if (!chosen) return "unknownAssignee";
        assigneeShown = chosen.shownAs;
      }
      await tx.update(formSubmissions).set({ assigneeId: change.assigneeId }).where(eq(formSubmissions.id, id));
      await recordActivity(tx, {
        editorId: change.editorId,
        subjectType: "request",
        action: "assigned",
        subjectId: id,
        summary: `${label} → ${assigneeShown}`,
      });
      changed = true;
    }
    if (change.note) {
      await tx.insert(submissionNotes).values({ submissionId: id, authorId: change.editorId, body: change.note });
      await recordActivity(tx, { editorId: change.editorId, subjectType: "request", action: "noted", subjectId: id, summary: label });
      changed = true;
    }
    return changed ? "saved" : "unchanged";
  });
}

/**
 * A change to a request's failed mail (send again, close), recorded in the activity log as `action`. False
 * when the request has no failed mail the change applies to.
 */
async function changeFailedMail(
  database: Database,
  id: string,
  {
    editorId,
    action,
    set,
    only,
  }: { editorId: string; action: "mailResent" | "mailClosed"; set: PgUpdateSetSource<typeof outboxMessages>; only?: SQL },
): Promise<boolean> {
  if (!isItemId(id)) return false;
  return database.transaction(async (tx) => {
    const rows = await tx
      .update(outboxMessages)
      .set(set)
      .where(and(associationMailOf(id), eq(outboxMessages.status, "failed"), only))
      .returning({ id: outboxMessages.id });
    const [request] = await tx
      .select({ id: formSubmissions.id, formType: formSubmissions.formType })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, id));
    if (rows.length === 0 || !request) return false;
    await recordActivity(tx, { editorId, subjectType: "request", action, subjectId: id, summary: requestLabel(request) });
    return true;
  });
}

/**
 * "Send again": the request's failed mail goes back to the outbox as new (pending, no attempts, due now) and
 * the mail workers of this process are woken; another instance's worker finds it at its next poll.
 */
export async function resendMail(database: Database, id: string, editorId: string): Promise<boolean> {
  const resent = await changeFailedMail(database, id, {
    editorId,
    action: "mailResent",
    set: { status: "pending", attempts: 0, nextAttemptAt: sql`now()`, closedAt: null },
  });
  if (resent) notifyOutbox();
  return resent;
}

/** Closes the task of a request's failed mail without sending it: the row stays, marked closed. */
export function closeFailedMail(database: Database, id: string, editorId: string): Promise<boolean> {
  return changeFailedMail(database, id, {
    editorId,
    action: "mailClosed",
    set: { closedAt: sql`now()` },
    only: isNull(outboxMessages.closedAt),
  });
}

/** The start page's tasks: requests whose mail failed for good and nobody resent or closed, oldest first. */
export async function failedMailTasks(database: Database, limit = 20) {
  const rows = await database
    .select({
      requestId: formSubmissions.id,
      formType: formSubmissions.formType,
      receivedAt: formSubmissions.createdAt,
      lastError: outboxMessages.lastError,
      attempts: outboxMessages.attempts,
    })
    .from(outboxMessages)
    .innerJoin(formSubmissions, eq(formSubmissions.id, outboxMessages.submissionId))
    .where(and(eq(outboxMessages.status, "failed"), eq(outboxMessages.receipt, false), isNull(outboxMessages.closedAt)))
    .orderBy(asc(outboxMessages.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, formType: row.formType as FormType }));
}
