import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * How the workspace shows an editor wherever it names one (the activity log, an assignee, a note's author, the
 * frame, the inbox's CSV): by name, else by address. Null for no editor (a left join that found none); a
 * query whose editor is always there says so with `shownEditor<string>(…)`.
 */
export const shownEditor = <Shown extends string | null = string | null>(editor: { name: PgColumn; email: PgColumn }) =>
  sql<Shown>`coalesce(${editor.name}, ${editor.email})`;
