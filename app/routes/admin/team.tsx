import { TeamListPage } from "~/features/admin/team/components/team-list-page";
import { teamListAction, teamListLoader } from "~/features/admin/team/team-routes.server";
import type { Route } from "./+types/team";

/** `/admin/team`: the team in the about page's order; posting `intent=up|down` with `id` moves a member. */
export const loader = (args: Route.LoaderArgs) => teamListLoader(args);
export const action = (args: Route.ActionArgs) => teamListAction(args);

export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  return <TeamListPage {...loaderData} />;
}
