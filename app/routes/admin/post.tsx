import { articleEditorAction, articleEditorLoader } from "~/features/admin/articles/article-routes.server";
import { ArticleEditorPage } from "~/features/admin/articles/components/article-editor-page";
import type { Route } from "./+types/post";

/** `/admin/posts/new` and `/admin/posts/{id}`: a post's editor; saving a new one leads to its page, `intent=delete` deletes. */
export const loader = (args: Route.LoaderArgs) => articleEditorLoader("post", args.params.id, args);
export const action = (args: Route.ActionArgs) => articleEditorAction("post", args.params.id, args);

export default function PostRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ArticleEditorPage {...loaderData} refusal={actionData} />;
}
