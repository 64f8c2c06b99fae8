import { inboxCsvLoader } from "~/features/admin/inbox/inbox-routes.server";
import type { Route } from "./+types/inbox-csv";

/** `/admin/inbox.csv`: the inbox's filtered list as a CSV download (the list's query string). */
export const loader = (args: Route.LoaderArgs) => inboxCsvLoader(args);
