import { HistoryPage } from "~/features/admin/history/history-page";
import { pageHistoryAction, pageHistoryLoader } from "~/features/admin/pages/pages-routes.server";
import type { Route } from "./+types/page-history";

/** `/admin/pages/<route key>/history`: the page's versions; `intent=restore` with `version` brings one back. */
export const loader = (args: Route.LoaderArgs) => pageHistoryLoader(args.params.key, args);
export const action = (args: Route.ActionArgs) => pageHistoryAction(args.params.key, args);

export default function PageHistoryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <HistoryPage {...loaderData} error={actionData?.error} />;
}
