import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { activityLog, editors } from "~/db/schema";
import type { ActivityKind } from "./activity";
import { shownEditor } from "./shown-editor.server";

/** A transaction or the database itself: the log is written in the transaction of the change it records. */
type Writer = Pick<Database, "insert">;

export type ActivityEntry = ActivityKind & {
  /** The editor who did it; null: the operator's command line (`npm run editor`). */
  editorId: string | null;
  subjectId?: string | null;
  /** A short description of the subject (a title, an editor's address); never a visitor's personal data. */
  summary: string;
};

/** Records who did what, in the same transaction as the change (`tx`), so that the log and the change agree. */
export async function recordActivity(tx: Writer, entry: ActivityEntry): Promise<void> {
  await tx.insert(activityLog).values({
    editorId: entry.editorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    summary: entry.summary.slice(0, 300),
  });
}

export interface ActivityRow {
  id: string;
  at: Date;
  /** The editor as the workspace shows them; null: the command line. */
  editor: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  summary: string;
}

/** One page of the log, newest first; `hasMore` when older entries follow. */
export async function activityPage(database: Database, { page, pageSize }: { page: number; pageSize: number }) {
  const rows: ActivityRow[] = await database
    .select({
      id: activityLog.id,
      at: activityLog.at,
      editor: shownEditor(editors),
      action: activityLog.action,
      subjectType: activityLog.subjectType,
      subjectId: activityLog.subjectId,
      summary: activityLog.summary,
    })
    .from(activityLog)
    .leftJoin(editors, eq(editors.id, activityLog.editorId))
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { entries: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}
