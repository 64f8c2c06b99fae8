import { siteConfig } from "~/config/site";
import { listedDogs } from "~/features/dogs/list";
import { loadDogList } from "~/features/dogs/source.server";
import { HospiceDogs } from "~/features/pages/hospice/hospice-dogs";
import { HospicePage } from "~/features/pages/hospice/hospice-page";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/hospice";
import { heroHospiceImage, hospiceFounderImage } from "~/features/pages/shared/images.server";

export { formAction as action } from "~/features/forms/route-action.server";
export { formClientAction as clientAction } from "~/features/forms/client-action";

/** The hospice dogs: the dogs of the list that the hospice rule selects. */
async function loadHospiceDogs(context: Route.LoaderArgs["context"]) {
  const { dogs, failed } = await loadDogList();
  // A failed load is only logged; the page says there are no hospice dogs.
  if (failed) context.logger.error("hospice page: no dog list to show");
  return listedDogs(dogs).filter((dog) => dog.types.hospice);
}

export function loader({ context }: Route.LoaderArgs) {
  return {
    founder: siteConfig.hospiceFounder,
    images: { hero: heroHospiceImage, founder: hospiceFounderImage },
    // Not awaited: a slow dog source holds up only the dogs' section (streamed; the server's document waits for it).
    dogs: loadHospiceDogs(context),
    head: staticHeadFor(context, "hospice"),
    texts: textsFor(context.locale, "hospice", "sharedPage", "dogs"),
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function HospiceRoute({ loaderData }: Route.ComponentProps) {
  const { texts } = loaderData;
  return (
    <HospicePage
      founder={loaderData.founder}
      dogs={<HospiceDogs dogs={loaderData.dogs} texts={texts.hospice.dogs} dogTexts={texts.dogs} />}
      images={loaderData.images}
      texts={texts}
    />
  );
}
