import { PageEditorPage } from "~/features/admin/pages/page-editor-page";
import { pageAction, pageLoader } from "~/features/admin/pages/pages-routes.server";
import type { Route } from "./+types/page";

/** `/admin/pages/<route key>`: a page's texts in both languages; `imprint` and `privacy` as rich text (`contentDe`, `contentEs`). */
export const loader = (args: Route.LoaderArgs) => pageLoader(args.params.key, args);
export const action = (args: Route.ActionArgs) => pageAction(args.params.key, args);

export default function PageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PageEditorPage {...loaderData} refusal={actionData} />;
}
