import { Outlet } from "react-router";
import { siteConfig } from "~/config/site";
import { HospicePage } from "~/features/pages/hospice/hospice-page";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/hospice";

export { formAction as action } from "~/features/forms/route-action.server";
export { formClientAction as clientAction } from "~/features/forms/client-action";

/** The page without its dogs: they are its part (routes/hospice-dogs.tsx), loaded in a request of their own. */
export function loader({ context }: Route.LoaderArgs) {
  return {
    founder: siteConfig.hospiceFounder,
    head: staticHeadFor(context, "hospice"),
    // "dogs": the texts of the dog cards in the page's part (routes/hospice-dogs.tsx).
    texts: textsFor(context.locale, "hospice", "sharedPage", "dogs"),
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function HospiceRoute({ loaderData }: Route.ComponentProps) {
  return <HospicePage founder={loaderData.founder} dogs={<Outlet />} />;
}
