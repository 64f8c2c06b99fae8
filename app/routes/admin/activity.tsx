import { db } from "~/db/db.server";
import { ActivityPage } from "~/features/admin/components/activity-page";
import { activityPage } from "~/features/admin/activity.server";
import { shownMoment } from "~/features/admin/dates";
import { activityTexts } from "~/features/admin/activity-texts";
import type { Route } from "./+types/activity";

/** `/admin/activity`: the activity log, newest first, 50 entries a page (`?page=2` …). */
const PAGE_SIZE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
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

export default function ActivityRoute({ loaderData }: Route.ComponentProps) {
  return <ActivityPage {...loaderData} />;
}
