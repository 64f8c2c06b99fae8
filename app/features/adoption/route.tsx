import { siteSettings } from "~/platform/settings/current";
import { adoptionContact } from "./contact.server";
import { AdoptionPage } from "./adoption-page";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { howToJsonLd } from "~/features/seo/structured-data";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/route";
import { heroAdoptionImage } from "~/features/pages/shared/images.server";

export { formAction as action } from "~/features/forms/route-action.server";
export { formClientAction as clientAction } from "~/features/forms/client-action";

export function loader({ context }: Route.LoaderArgs) {
  const texts = textsFor(context.locale, "adoptionPage", "adoption", "faqAnchors");
  return {
    contact: adoptionContact(context.locale),
    platforms: siteSettings().adoptionPlatforms,
    images: { hero: heroAdoptionImage },
    head: staticHeadFor(context, "adoption", (ctx) => ({
      jsonLd: [
        howToJsonLd(ctx, {
          routeKey: "adoption",
          name: texts.adoptionPage.howTo.name,
          description: ctx.messages.pages.adoption.description,
          // The structured data gives about 14 days for the 7 steps.
          totalTime: "P14D",
          steps: texts.adoption.process.steps,
        }),
      ],
    })),
    texts,
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function AdoptionRoute({ loaderData }: Route.ComponentProps) {
  return <AdoptionPage contact={loaderData.contact} platforms={loaderData.platforms} images={loaderData.images} texts={loaderData.texts} />;
}
