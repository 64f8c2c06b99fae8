import { ActivityPage } from "~/features/admin/components/activity-page";
import { activityLoader } from "~/features/admin/activity-routes.server";
import type { Route } from "./+types/activity";

/** `/admin/activity`: the activity log, newest first, 50 entries a page (`?page=2` …). */
export const loader = (args: Route.LoaderArgs) => activityLoader(args);

export default function ActivityRoute({ loaderData }: Route.ComponentProps) {
  return <ActivityPage {...loaderData} />;
}
