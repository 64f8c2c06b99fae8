import { membershipContent } from "~/features/pages/membership/content";
import { MembershipPage } from "~/features/pages/membership/membership-page";
import { staticPageHead } from "~/features/seo/route-head";
import { faqPageJsonLd, membershipOfferJsonLd } from "~/features/seo/structured-data";

export { formAction as action } from "~/features/forms/route-action.server";

export const meta = staticPageHead("membership", (ctx) => {
  const content = membershipContent[ctx.locale];
  return {
    jsonLd: [
      membershipOfferJsonLd(ctx, { ...content.offer, description: ctx.messages.pages.membership.description }),
      faqPageJsonLd(ctx, "membership", content.faq.items),
    ],
  };
});

export default function MembershipRoute() {
  return <MembershipPage />;
}
