import { type AppLoadContext, data } from "react-router";
import { db } from "~/db/db.server";
import { dogSlug, hasOwnPage } from "~/features/dogs/slug";
import { dogSource } from "~/features/dogs/source.server";
import { requestFields } from "~/features/forms/mail";
import { localizedPath } from "~/i18n/route-table";
import { shownMoment } from "../dates";
import { signedInEditor } from "../signed-in.server";
import { inboxTexts } from "./texts";
import { parseInboxFilter, inboxQuery } from "./filters";
import {
  type ChangeOutcome,
  assignableEditors,
  changeRequest,
  closeFailedMail,
  exportRequests,
  findRequest,
  listRequests,
  markRead,
  recordExport,
  resendMail,
} from "./inbox.server";
import { inboxCsv } from "./inbox-csv";
import { csvSeparatorOf } from "./csv-separator";
import { isRequestStatus } from "./statuses";
import { visitorName } from "./visitor-name";
import type { WorkspaceRouteArgs } from "../route-args";

/** The loaders and actions of the inbox (app/routes/admin/inbox*.ts*). */

interface Args extends WorkspaceRouteArgs {
  params?: { id?: string };
}

/** Requests per page of the list. */
export const INBOX_PAGE_SIZE = 50;

/** `/admin/inbox`: one page of the filtered list, newest first. */
export async function inboxListLoader({ request, context }: Args) {
  const editor = signedInEditor(context);
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  const { items, total } = await listRequests(await db(), filter, { editorId: editor.id, pageSize: INBOX_PAGE_SIZE });
  return {
    texts: inboxTexts[context.locale],
    locale: context.locale,
    filter,
    total,
    pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    exportQuery: inboxQuery({ ...filter, page: 1 }),
    items: items.map((item) => ({ ...item, createdAt: shownMoment(item.createdAt, context.locale) })),
  };
}

export type InboxListData = Awaited<ReturnType<typeof inboxListLoader>>;

/**
 * `/admin/inbox.csv`: every request of the list's filter as a CSV download (semicolon-separated, `separator=comma`
 * for commas), recorded in the activity log.
 */
export async function inboxCsvLoader({ request, context }: Args) {
  const editor = signedInEditor(context);
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  const database = await db();
  const requests = await exportRequests(database, filter, editor.id);
  const texts = inboxTexts[context.locale];
  const csv = inboxCsv(requests, { locale: context.locale, texts, separator: csvSeparatorOf(new URL(request.url).searchParams) });
  await recordExport(database, filter, editor.id, requests.length);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${texts.csv.fileName}-${day}.csv"`,
    },
  });
}

/** The public page of the dog a request names, when the dog list has a dog of that name. */
async function dogPagePath(dogName: string | null, context: AppLoadContext): Promise<string | null> {
  if (!dogName) return null;
  const wanted = dogName.trim().toLowerCase();
  const { dogs } = await dogSource().load();
  const dog = dogs.find((candidate) => candidate.title.trim().toLowerCase() === wanted || candidate.name.trim().toLowerCase() === wanted);
  const slug = dog ? dogSlug(dog.name, dog.id) : null;
  return slug && hasOwnPage({ slug }) ? localizedPath("dogDetail", context.locale, { slug }) : null;
}

/** `/admin/inbox/{id}`: the request with every field as sent, its handling, notes and mail. Opening it marks it read. */
export async function requestLoader({ context, params }: Args) {
  const database = await db();
  const id = params?.id ?? "";
  const found = await findRequest(database, id);
  if (!found) throw data("Not Found", { status: 404 });
  if (!found.readAt) await markRead(database, found.id);
  const moment = (value: Date) => shownMoment(value, context.locale);
  const [editors, dogPage] = await Promise.all([assignableEditors(database), dogPagePath(found.dogName, context)]);
  return {
    texts: inboxTexts[context.locale],
    request: {
      id: found.id,
      formType: found.formType,
      locale: found.locale,
      status: found.status,
      assigneeId: found.assigneeId,
      createdAt: moment(found.createdAt),
      name: visitorName(found.data),
      email: typeof found.data.email === "string" ? found.data.email : "",
      fields: requestFields({ formType: found.formType, locale: context.locale, data: found.data }),
      dogName: found.dogName,
      dogPage,
      notes: found.notes.map((note) => ({
        id: note.id,
        body: note.body,
        author: note.author ?? "",
        createdAt: moment(note.createdAt),
      })),
      mail: found.mail && {
        state: found.mail.state,
        attempts: found.mail.attempts,
        lastError: found.mail.lastError,
        sentAt: found.mail.sentAt ? moment(found.mail.sentAt) : null,
        closed: found.mail.closedAt !== null,
      },
      earlier: found.earlier.map((earlier) => ({ id: earlier.id, formType: earlier.formType, createdAt: moment(earlier.createdAt) })),
    },
    editors,
  };
}

export type RequestPageData = Awaited<ReturnType<typeof requestLoader>>;

/** What became of a post to a request's page. */
export type RequestAnswer = { outcome: Exclude<ChangeOutcome, "notFound"> | "resent" | "closed" | "noFailedMail" };

/** A note longer than this is cut (a note is a remark, not a document). */
const MAX_NOTE = 5000;

/**
 * A request's page: `status`, `assignee` (an editor's id, empty: nobody) and `note` save the handling;
 * `intent=resend` sends its failed mail again, `intent=close` closes that mail's task.
 */
export async function requestAction({ request, context, params }: Args) {
  const editor = signedInEditor(context);
  const form = await request.formData().catch(() => undefined);
  if (!form) throw data("Unreadable form", { status: 400 });
  const id = params?.id ?? "";
  const database = await db();
  const intent = form.get("intent");
  if (intent === "resend" || intent === "close") {
    const done = intent === "resend" ? await resendMail(database, id, editor.id) : await closeFailedMail(database, id, editor.id);
    if (done) return data<RequestAnswer>({ outcome: intent === "resend" ? "resent" : "closed" });
    if (!(await findRequest(database, id))) throw data("Not Found", { status: 404 });
    return data<RequestAnswer>({ outcome: "noFailedMail" }, { status: 409 });
  }
  const status = form.get("status");
  if (status !== null && !isRequestStatus(status)) throw data("Unknown status", { status: 400 });
  const assignee = form.get("assignee");
  const note = form.get("note");
  const outcome = await changeRequest(database, id, {
    status: status ?? undefined,
    assigneeId: typeof assignee === "string" ? assignee || null : undefined,
    note: typeof note === "string" && note.trim() ? note.trim().slice(0, MAX_NOTE) : undefined,
    editorId: editor.id,
  });
  if (outcome === "notFound") throw data("Not Found", { status: 404 });
  return data<RequestAnswer>({ outcome }, { status: outcome === "unknownAssignee" ? 409 : 200 });
}
