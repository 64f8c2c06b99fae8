import { articleHistoryAction, articleHistoryLoader } from "~/features/admin/articles/article-routes.server";
import { HistoryPage } from "~/features/admin/history/history-page";
import type { Route } from "./+types/guide-history";

/** `/admin/guides/<id>/history`: the guide's versions; `intent=restore` with `version` brings one back. */
export const loader = (args: Route.LoaderArgs) => articleHistoryLoader("guide", args.params.id, args);
export const action = (args: Route.ActionArgs) => articleHistoryAction("guide", args.params.id, args);

export default function GuideHistoryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <HistoryPage {...loaderData} error={actionData?.error} />;
}
