import { ImprintPage } from "~/features/pages/legal/imprint-page";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/imprint";

export function loader({ context }: Route.LoaderArgs) {
  return { head: staticHeadFor(context, "imprint"), texts: textsFor(context.locale, "imprint") };
}

export const meta: Route.MetaFunction = loaderHead;

export default function ImprintRoute({ loaderData }: Route.ComponentProps) {
  return <ImprintPage texts={loaderData.texts} />;
}
