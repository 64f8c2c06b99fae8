import { db } from "~/db/db.server";
import { activityPage } from "./activity.server";
import { activityTexts } from "./activity-texts";
import { shownMoment } from "./dates";
import type { WorkspaceRouteArgs } from "./route-args";

/** The loader of the activity log (app/routes/admin/activity.tsx). */

/** Entries a page of the log. */
const PAGE_SIZE = 50;

/** `/admin/activity`: the activity log, newest first, 50 entries a page (`?page=2` …). */
export async function activityLoader({ request, context }: WorkspaceRouteArgs) {
  const texts = activityTexts[context.locale];
  const requested = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isSafeInteger(requested) && requested >= 1 ? requested : 1;
  const { entries, hasMore } = await activityPage(await db(), { page, pageSize: PAGE_SIZE });
  const kinds: Record<string, Record<string, string> | undefined> = texts.kinds;
  return {
    texts,
    page,
    hasMore,
    entries: entries.map((entry) => ({
      id: entry.id,
      at: shownMoment(entry.at, context.locale),
      who: entry.editor ?? texts.commandLine,
      // An entry of a kind the texts no longer know keeps its raw names rather than disappearing.
      what: kinds[entry.subjectType]?.[entry.action] ?? `${entry.subjectType} ${entry.action}`,
      summary: entry.summary,
    })),
  };
}
