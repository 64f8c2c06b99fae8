import { ImprintPage } from "~/features/pages/legal/imprint-page";
import { imprintTexts } from "~/features/pages/legal/imprint-texts";
import { legalPageHtml } from "~/features/pages/legal/legal-page.server";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import type { Route } from "./+types/imprint-route";

export function loader({ context }: Route.LoaderArgs) {
  return {
    head: staticHeadFor(context, "imprint"),
    title: imprintTexts[context.locale].title,
    html: legalPageHtml("imprint", context.locale),
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function ImprintRoute({ loaderData }: Route.ComponentProps) {
  return <ImprintPage title={loaderData.title} html={loaderData.html} />;
}
