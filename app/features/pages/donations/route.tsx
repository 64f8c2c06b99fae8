import { dogListSearch } from "~/features/dogs/filter-query";
import { faqItems } from "~/features/faq/store.server";
import { donationsTexts } from "~/features/pages/donations/texts";
import { DonationsPage } from "~/features/pages/donations/donations-page";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { donateActionJsonLd } from "~/features/seo/structured-data";
import { textsFor } from "~/i18n/texts.server";
import { siteSettings } from "~/platform/settings/current";
import { shownBank } from "~/platform/settings/display.server";
import type { Route } from "./+types/route";
import { heroDonationsImage } from "~/features/pages/shared/images.server";

export { formAction as action } from "~/features/forms/route-action.server";
export { formClientAction as clientAction } from "~/features/forms/client-action";

export function loader({ context }: Route.LoaderArgs) {
  return {
    bank: { de: shownBank(siteSettings().bank.de), es: shownBank(siteSettings().bank.es) },
    teaming: siteSettings().teaming,
    sponsorshipDogsSearch: dogListSearch({ type: "sponsorship" }),
    faq: faqItems("donations", context.locale),
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
      faq={loaderData.faq}
      images={loaderData.images}
      texts={loaderData.texts}
    />
  );
}
