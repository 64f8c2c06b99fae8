import { adoptionMessages } from "~/features/adoption/messages";
import { AdoptionPage } from "~/features/pages/adoption/adoption-page";
import { adoptionContent } from "~/features/pages/adoption/content";
import { staticPageHead } from "~/features/seo/route-head";
import { howToJsonLd } from "~/features/seo/structured-data";

export { formAction as action } from "~/features/forms/route-action.server";

export const meta = staticPageHead("adoption", (ctx) => {
  return {
    jsonLd: [
      howToJsonLd(ctx, {
        routeKey: "adoption",
        name: adoptionContent[ctx.locale].howTo.name,
        description: ctx.messages.pages.adoption.description,
        // Spec 2 §2: the structured data gives about 14 days for the 7 steps.
        totalTime: "P14D",
        steps: adoptionMessages[ctx.locale].process.steps,
      }),
    ],
  };
});

export default function AdoptionRoute() {
  return <AdoptionPage />;
}
