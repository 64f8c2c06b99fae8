import { FosterHomePage } from "~/features/pages/foster-home/foster-home-page";
import { staticPageHead } from "~/features/seo/route-head";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/foster-home";

export { formAction as action } from "~/features/forms/route-action.server";

export function loader({ context }: Route.LoaderArgs) {
  return { texts: textsFor(context.locale, "faqAnchors") };
}

export const meta = staticPageHead("fosterHome");

export default function FosterHomeRoute() {
  return <FosterHomePage />;
}
