import { HistoryPage } from "~/features/admin/history/history-page";
import { teamHistoryAction, teamHistoryLoader } from "~/features/admin/team/team-routes.server";
import type { Route } from "./+types/team-member-history";

/** `/admin/team/{id}/history`: the member's saved versions; posting `intent=restore` with `version` restores one. */
export const loader = (args: Route.LoaderArgs) => teamHistoryLoader(args.params.id, args);
export const action = (args: Route.ActionArgs) => teamHistoryAction(args.params.id, args);

export default function TeamMemberHistoryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <HistoryPage {...loaderData} error={actionData?.error} />;
}
