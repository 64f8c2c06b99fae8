import { PeoplePage } from "~/features/admin/components/people-page";
import { personDataDownload } from "~/features/admin/people/person-data-download.server";
import { peopleAction, peopleLoader } from "~/features/admin/people/people-routes.server";
import type { Route } from "./+types/people";

/**
 * `/admin/people?email=ADDRESS`: everything held on one address; posting `intent=erase` with `email` erases it all;
 * `…&format=json` is the address's data as a file, answered by the middleware before the page's loader.
 */
export const middleware: Route.MiddlewareFunction[] = [personDataDownload];
export const loader = (args: Route.LoaderArgs) => peopleLoader(args);
export const action = (args: Route.ActionArgs) => peopleAction(args);

export default function PeopleRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PeoplePage {...loaderData} actionData={actionData} />;
}
