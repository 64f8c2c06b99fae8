import { articleHistoryAction, articleHistoryLoader } from "~/features/admin/articles/article-routes.server";
import { HistoryPage } from "~/features/admin/history/history-page";
import type { Route } from "./+types/post-history";

/** `/admin/posts/<id>/history`: the post's versions; `intent=restore` with `version` brings one back. */
export const loader = (args: Route.LoaderArgs) => articleHistoryLoader("post", args.params.id, args);
export const action = (args: Route.ActionArgs) => articleHistoryAction("post", args.params.id, args);

export default function PostHistoryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <HistoryPage {...loaderData} error={actionData?.error} />;
}
