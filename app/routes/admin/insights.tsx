import { InsightsPage } from "~/features/admin/insights/components/insights-page";
import { insightsLoader } from "~/features/admin/insights/insights-routes.server";
import type { Route } from "./+types/insights";

/** `/admin/insights`: which dogs and pages are seen and asked for, for a period (`from`, `to` or `days`; default the last 30 days). */
export const loader = (args: Route.LoaderArgs) => insightsLoader(args);

export default function InsightsRoute({ loaderData }: Route.ComponentProps) {
  return <InsightsPage {...loaderData} />;
}
