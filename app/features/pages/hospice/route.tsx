import { siteSettings } from "~/platform/settings/current";
import { listedDogs } from "~/features/dogs/list";
import { loadDogList } from "~/features/dogs/source.server";
import { HospiceDogs } from "~/features/pages/hospice/hospice-dogs";
import { HospicePage } from "~/features/pages/hospice/hospice-page";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/route";
import { heroHospiceImage } from "~/features/pages/shared/images.server";
import { hospiceFounderPortrait } from "~/features/pages/shared/portraits";
import { format } from "~/i18n/format";

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
  const texts = textsFor(context.locale, "hospice", "sharedPage", "dogs");
  const { name, photo } = siteSettings().hospiceFounder;
  return {
    founder: { name, portrait: hospiceFounderPortrait(photo, format(texts.hospice.founder.photoAlt, { name })) },
    images: { hero: heroHospiceImage },
    // Not awaited: a slow dog source holds up only the dogs' section (streamed; the server's document waits for it).
    dogs: loadHospiceDogs(context),
    head: staticHeadFor(context, "hospice"),
    texts,
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
