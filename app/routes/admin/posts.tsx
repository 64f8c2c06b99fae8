import { articleListLoader } from "~/features/admin/articles/article-routes.server";
import { ArticleListPage } from "~/features/admin/articles/components/article-list-page";
import type { Route } from "./+types/posts";

/** `/admin/posts`: the blog posts, newest first; `q` searches titles and slugs. */
export const loader = (args: Route.LoaderArgs) => articleListLoader("post", args);

export default function PostsRoute({ loaderData }: Route.ComponentProps) {
  return <ArticleListPage {...loaderData} />;
}
