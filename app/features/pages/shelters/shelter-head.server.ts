import type { AppLoadContext } from "react-router";
import { siteSettings } from "~/platform/settings/current";
import type { SiteSettings } from "~/platform/settings/settings";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { animalShelterJsonLd } from "~/features/seo/structured-data";
import { heroFincaChaosImage, heroResidenciaMonikaImage } from "../shared/images.server";

const shelterImages = { fincaChaos: heroFincaChaosImage, residenciaMonika: heroResidenciaMonikaImage };

/** Head of a shelter page, built by its loader: its title and description plus the animal-shelter structured data. */
export function shelterHead(context: AppLoadContext, routeKey: keyof SiteSettings["shelters"]) {
  return staticHeadFor(context, routeKey, (ctx) => {
    const page = ctx.messages.pages[routeKey];
    return {
      jsonLd: [
        animalShelterJsonLd(ctx, {
          routeKey,
          name: page.title,
          description: page.description,
          site: siteSettings().shelters[routeKey],
          image: shelterImages[routeKey].src,
        }),
      ],
    };
  });
}
