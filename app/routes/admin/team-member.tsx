import { TeamMemberPage } from "~/features/admin/team/components/team-member-page";
import { teamMemberAction, teamMemberLoader } from "~/features/admin/team/team-routes.server";
import type { Route } from "./+types/team-member";

/** `/admin/team/new` and `/admin/team/{id}`: a member's editor; saving a new one leads to its page, `intent=delete` deletes. */
export const loader = (args: Route.LoaderArgs) => teamMemberLoader(args.params.id, args);
export const action = (args: Route.ActionArgs) => teamMemberAction(args.params.id, args);

export default function TeamMemberRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TeamMemberPage {...loaderData} refusal={actionData} />;
}
