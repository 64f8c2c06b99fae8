import { FosterHomePage } from "~/features/pages/foster-home/foster-home-page";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/route";
import { heroFosterHomeImage } from "~/features/pages/shared/images.server";

export { formAction as action } from "~/features/forms/route-action.server";
export { formClientAction as clientAction } from "~/features/forms/client-action";

export function loader({ context }: Route.LoaderArgs) {
  return {
    images: { hero: heroFosterHomeImage },
    head: staticHeadFor(context, "fosterHome"),
    texts: textsFor(context.locale, "fosterHome", "faqAnchors"),
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function FosterHomeRoute({ loaderData }: Route.ComponentProps) {
  return <FosterHomePage images={loaderData.images} texts={loaderData.texts} />;
}
