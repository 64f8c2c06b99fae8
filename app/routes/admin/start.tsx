import { StartPage } from "~/features/admin/components/start-page";
import { startLoader } from "~/features/admin/start-routes.server";
import type { Route } from "./+types/start";

/** `/admin`, the start page: the sections, the unread requests and failed mails (tasks), the background work. */
export const loader = (args: Route.LoaderArgs) => startLoader(args);

export default function StartRoute({ loaderData }: Route.ComponentProps) {
  return <StartPage {...loaderData} />;
}
