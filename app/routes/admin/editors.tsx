import { EditorsPage } from "~/features/admin/components/editors-page";
import { editorsAction, editorsLoader } from "~/features/admin/editors-routes.server";
import type { Route } from "./+types/editors";

/** `/admin/editors`: who may sign in; posting `email` (and `name`) adds or names an editor, `intent=remove` removes one. */
export const loader = (args: Route.LoaderArgs) => editorsLoader(args);
export const action = (args: Route.ActionArgs) => editorsAction(args);

export default function EditorsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <EditorsPage {...loaderData} actionData={actionData} />;
}
