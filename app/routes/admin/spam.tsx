import { SpamPage } from "~/features/admin/components/spam-page";
import { spamAction, spamLoader } from "~/features/admin/spam-routes.server";
import type { Route } from "./+types/spam";

/** `/admin/spam`: the spam folder; posting `intent=rescue` ("not spam") or `intent=delete` with `id` decides one. */
export const loader = (args: Route.LoaderArgs) => spamLoader(args);
export const action = (args: Route.ActionArgs) => spamAction(args);

export default function SpamRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SpamPage {...loaderData} actionData={actionData} />;
}
