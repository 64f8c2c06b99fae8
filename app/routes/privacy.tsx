import { formatLongDate } from "~/features/content/dates";
import { PRIVACY_POLICY_DATE } from "~/features/pages/legal/privacy-texts";
import { PrivacyPage } from "~/features/pages/legal/privacy-page";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/privacy";

export function loader({ context }: Route.LoaderArgs) {
  return {
    policyDate: formatLongDate(PRIVACY_POLICY_DATE, context.locale),
    head: staticHeadFor(context, "privacy"),
    texts: textsFor(context.locale, "privacy"),
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  return <PrivacyPage policyDate={loaderData.policyDate} texts={loaderData.texts} />;
}
