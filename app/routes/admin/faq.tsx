import { faqListAction, faqListLoader } from "~/features/admin/faq/faq-routes.server";
import { FaqListPage } from "~/features/admin/faq/components/faq-list-page";
import type { Route } from "./+types/faq";

/** `/admin/faq`: the FAQ entries per catalogue in their order; posting `intent=up|down` with `id` moves one. */
export const loader = (args: Route.LoaderArgs) => faqListLoader(args);
export const action = (args: Route.ActionArgs) => faqListAction(args);

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqListPage {...loaderData} />;
}
