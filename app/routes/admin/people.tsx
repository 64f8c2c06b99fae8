import { PeoplePage } from "~/features/admin/components/people-page";
import { peopleAction, peopleLoader } from "~/features/admin/people/people-routes.server";
import type { Route } from "./+types/people";

/** `/admin/people?email=ADDRESS`: everything held on one address; posting `intent=erase` with `email` erases it all. */
export const loader = (args: Route.LoaderArgs) => peopleLoader(args);
export const action = (args: Route.ActionArgs) => peopleAction(args);

export default function PeopleRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PeoplePage {...loaderData} actionData={actionData} />;
}
