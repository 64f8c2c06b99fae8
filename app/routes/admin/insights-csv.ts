import { insightsCsvLoader } from "~/features/admin/insights/insights-routes.server";
import type { Route } from "./+types/insights-csv";

/** `/admin/insights.csv`: the insights per dog as a CSV download (the page's query string; `separator=comma`). */
export const loader = (args: Route.LoaderArgs) => insightsCsvLoader(args);
