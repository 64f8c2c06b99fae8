import { membershipTexts } from "~/features/pages/membership/texts";
import { MembershipPage } from "~/features/pages/membership/membership-page";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { faqPageJsonLd, membershipOfferJsonLd } from "~/features/seo/structured-data";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/route";
import { heroMembershipImage } from "~/features/pages/shared/images.server";

export { formAction as action } from "~/features/forms/route-action.server";
export { formClientAction as clientAction } from "~/features/forms/client-action";

export function loader({ context }: Route.LoaderArgs) {
  return {
    images: { hero: heroMembershipImage },
    head: staticHeadFor(context, "membership", (ctx) => {
      const content = membershipTexts[ctx.locale];
      return {
        jsonLd: [
          membershipOfferJsonLd(ctx, { ...content.offer, description: ctx.messages.pages.membership.description }),
          faqPageJsonLd(ctx, "membership", content.faq.items),
        ],
      };
    }),
    texts: textsFor(context.locale, "membership"),
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function MembershipRoute({ loaderData }: Route.ComponentProps) {
  return <MembershipPage images={loaderData.images} texts={loaderData.texts} />;
}
