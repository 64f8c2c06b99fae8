import { faqEditorAction, faqEditorLoader } from "~/features/admin/faq/faq-routes.server";
import { FaqEditorPage } from "~/features/admin/faq/components/faq-editor-page";
import type { Route } from "./+types/faq-entry";

/** `/admin/faq/new` and `/admin/faq/{id}`: an FAQ entry's editor; saving a new one leads to its page, `intent=delete` deletes. */
export const loader = (args: Route.LoaderArgs) => faqEditorLoader(args.params.id, args);
export const action = (args: Route.ActionArgs) => faqEditorAction(args.params.id, args);

export default function FaqEntryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <FaqEditorPage {...loaderData} refusal={actionData} />;
}
