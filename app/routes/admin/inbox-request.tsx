import { RequestPage } from "~/features/admin/inbox/components/request-page";
import { requestAction, requestLoader } from "~/features/admin/inbox/inbox-routes.server";
import type { Route } from "./+types/inbox-request";

/** `/admin/inbox/{id}`: one request; posting `status`, `assignee`, `note` handles it, `intent=resend|close` its failed mail. */
export const loader = (args: Route.LoaderArgs) => requestLoader(args);
export const action = (args: Route.ActionArgs) => requestAction(args);

export default function InboxRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RequestPage {...loaderData} answer={actionData} />;
}
