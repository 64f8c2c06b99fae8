import { siteConfig } from "~/config/site";
import { dogListSearch } from "~/features/dogs/filter-query";
import { donationsTexts } from "~/features/pages/donations/texts";
import { DonationsPage } from "~/features/pages/donations/donations-page";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { donateActionJsonLd } from "~/features/seo/structured-data";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/donations";
import { heroDonationsImage } from "~/features/pages/shared/images.server";

export { formAction as action } from "~/features/forms/route-action.server";
export { formClientAction as clientAction } from "~/features/forms/client-action";

export function loader({ context }: Route.LoaderArgs) {
  return {
    bank: siteConfig.bank,
    teaming: siteConfig.teaming,
    sponsorshipDogsSearch: dogListSearch({ type: "sponsorship" }),
    images: { hero: heroDonationsImage },
    head: staticHeadFor(context, "donations", (ctx) => ({
      jsonLd: [
        donateActionJsonLd(ctx, {
          name: donationsTexts[ctx.locale].structuredDataName,
          description: ctx.messages.pages.donations.description,
        }),
      ],
    })),
    texts: textsFor(context.locale, "donations", "sharedPage"),
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function DonationsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <DonationsPage
      bank={loaderData.bank}
      teaming={loaderData.teaming}
      sponsorshipDogsSearch={loaderData.sponsorshipDogsSearch}
      images={loaderData.images}
      texts={loaderData.texts}
    />
  );
}
