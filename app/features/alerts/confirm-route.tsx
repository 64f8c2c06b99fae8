import { db } from "~/db/db.server";
import { AlertLinkPage } from "~/features/alerts/link-page";
import { linkAction, linkHeaders, linkLoader } from "~/features/alerts/link-route.server";
import { confirmSubscription } from "~/features/alerts/subscriptions.server";
import { loaderHead } from "~/features/seo/route-head";
import type { Route } from "./+types/confirm-route";

export const loader = ({ request, context }: Route.LoaderArgs) => linkLoader(request, context, "confirm");

export const action = async ({ request }: Route.ActionArgs) => linkAction(request, async (token) => confirmSubscription(await db(), token));

export const headers = linkHeaders;

export const meta: Route.MetaFunction = loaderHead;

export default function AlertConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AlertLinkPage state={actionData?.state ?? loaderData.state} token={loaderData.token} texts={loaderData.texts.alertLinks.confirm} />
  );
}
