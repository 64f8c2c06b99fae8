import { articleEditorAction, articleEditorLoader } from "~/features/admin/articles/article-routes.server";
import { ArticleEditorPage } from "~/features/admin/articles/components/article-editor-page";
import type { Route } from "./+types/guide";

/** `/admin/guides/new` and `/admin/guides/{id}`: a guide's editor; saving a new one leads to its page, `intent=delete` deletes. */
export const loader = (args: Route.LoaderArgs) => articleEditorLoader("guide", args.params.id, args);
export const action = (args: Route.ActionArgs) => articleEditorAction("guide", args.params.id, args);

export default function GuideRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ArticleEditorPage {...loaderData} refusal={actionData} />;
}
