import { HistoryPage } from "~/features/admin/history/history-page";
import { faqHistoryAction, faqHistoryLoader } from "~/features/admin/faq/faq-routes.server";
import type { Route } from "./+types/faq-history";

/** `/admin/faq/{id}/history`: the entry's versions, newest first; posting `intent=restore` with `version` restores one. */
export const loader = (args: Route.LoaderArgs) => faqHistoryLoader(args.params.id, args);
export const action = (args: Route.ActionArgs) => faqHistoryAction(args.params.id, args);

export default function FaqHistoryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <HistoryPage {...loaderData} error={actionData?.error} />;
}
