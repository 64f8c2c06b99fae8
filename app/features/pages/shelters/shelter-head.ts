import { siteConfig } from "~/config/site";
import { staticPageHead } from "~/features/seo/route-head";
import { animalShelterJsonLd } from "~/features/seo/structured-data";
import { pageImages } from "../shared/images";

const shelterImages = { fincaChaos: pageImages.heroFincaChaos, residenciaMonika: pageImages.heroResidenciaMonika };

/** Meta of a shelter page: its title and description plus the animal-shelter structured data (spec 2 §2). */
export function shelterPageHead(routeKey: keyof typeof siteConfig.shelters) {
  return staticPageHead(routeKey, (ctx) => {
    const page = ctx.messages.pages[routeKey];
    return {
      jsonLd: [
        animalShelterJsonLd(ctx, {
          routeKey,
          name: page.title,
          description: page.description,
          site: siteConfig.shelters[routeKey],
          image: shelterImages[routeKey].src,
        }),
      ],
    };
  });
}
