import { articleListLoader, guideListAction } from "~/features/admin/articles/article-routes.server";
import { ArticleListPage } from "~/features/admin/articles/components/article-list-page";
import type { Route } from "./+types/guides";

/** `/admin/guides`: the guides in the public list's order; posting `intent=up|down` with `id` moves one. */
export const loader = (args: Route.LoaderArgs) => articleListLoader("guide", args);
export const action = (args: Route.ActionArgs) => guideListAction(args);

export default function GuidesRoute({ loaderData }: Route.ComponentProps) {
  return <ArticleListPage {...loaderData} />;
}
