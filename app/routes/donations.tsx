import { donationsContent } from "~/features/pages/donations/content";
import { DonationsPage } from "~/features/pages/donations/donations-page";
import { staticPageHead } from "~/features/seo/route-head";
import { donateActionJsonLd } from "~/features/seo/structured-data";

export { formAction as action } from "~/features/forms/route-action.server";

export const meta = staticPageHead("donations", (ctx) => ({
  jsonLd: [
    donateActionJsonLd(ctx, {
      name: donationsContent[ctx.locale].structuredDataName,
      description: ctx.messages.pages.donations.description,
    }),
  ],
}));

export default function DonationsRoute() {
  return <DonationsPage />;
}
