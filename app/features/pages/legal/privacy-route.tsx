import { formatLongDate } from "~/features/content/dates";
import { legalPageHtml } from "~/features/pages/legal/legal-page.server";
import { PRIVACY_POLICY_DATE, privacyTexts } from "~/features/pages/legal/privacy-texts";
import { PrivacyPage } from "~/features/pages/legal/privacy-page";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import type { Route } from "./+types/privacy-route";

export function loader({ context }: Route.LoaderArgs) {
  const { title, dateLine } = privacyTexts[context.locale];
  return {
    policyDate: formatLongDate(PRIVACY_POLICY_DATE, context.locale),
    head: staticHeadFor(context, "privacy"),
    title,
    dateLine,
    html: legalPageHtml("privacy", context.locale),
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  const { title, dateLine, policyDate, html } = loaderData;
  return <PrivacyPage title={title} dateLine={dateLine} policyDate={policyDate} html={html} />;
}
