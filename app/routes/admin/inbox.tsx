import { InboxListPage } from "~/features/admin/inbox/components/inbox-list-page";
import { inboxListLoader } from "~/features/admin/inbox/inbox-routes.server";
import type { Route } from "./+types/inbox";

/** `/admin/inbox`: every request of every form, newest first; `q`, `formType`, `status`, `locale`, `dog`, `view`, `page`. */
export const loader = (args: Route.LoaderArgs) => inboxListLoader(args);

export default function InboxRoute({ loaderData }: Route.ComponentProps) {
  return <InboxListPage {...loaderData} />;
}
