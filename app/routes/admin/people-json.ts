import { personDataDownloadLoader } from "~/features/admin/people/person-data-download.server";
import type { Route } from "./+types/people-json";

/**
 * `/admin/people.json?email=ADDRESS`: everything held on the address as a JSON file to download. Its address for the
 * workspace is `/admin/people?email=ADDRESS&format=json`, which the server answers with this route.
 */
export const loader = (args: Route.LoaderArgs) => personDataDownloadLoader(args);
