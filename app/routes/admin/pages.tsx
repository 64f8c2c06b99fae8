import { PagesListPage } from "~/features/admin/pages/pages-list-page";
import { pagesLoader } from "~/features/admin/pages/pages-routes.server";
import type { Route } from "./+types/pages";

/** `/admin/pages`: the fixed pages whose texts editors change. */
export const loader = (args: Route.LoaderArgs) => pagesLoader(args);

export default function PagesRoute({ loaderData }: Route.ComponentProps) {
  return <PagesListPage {...loaderData} />;
}
