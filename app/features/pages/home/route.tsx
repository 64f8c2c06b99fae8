import { listedDogs } from "~/features/dogs/list";
import { HOME_DOG_COUNT, availableForAdoption, jsonLdDog, pickRandom, publiclyListed } from "~/features/dogs/showcase";
import { loadDogList } from "~/features/dogs/source.server";
import { loadFeaturedGuides } from "~/features/guides/guides.server";
import { HomePage } from "~/features/pages/home/home-page";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { homeJsonLd } from "~/features/pages/home/structured-data";
import { format, formatCount } from "~/i18n/format";
import { intlLocale } from "~/i18n/locales";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/route";
import { heroHomeImage } from "~/features/pages/shared/images.server";

export async function loader({ context }: Route.LoaderArgs) {
  // Neither read throws: without dogs or guides the home page leaves their sections out.
  const [{ dogs }, featuredGuides] = await Promise.all([loadDogList(), loadFeaturedGuides(context.locale)]);
  const listed = publiclyListed(listedDogs(dogs));
  const origin = context.origins[context.locale];
  const texts = textsFor(context.locale, "home", "sharedPage", "guides", "dogs");
  return {
    // Picked here, once per request: the browser hydrates with the same three dogs.
    dogs: pickRandom(availableForAdoption(listed), HOME_DOG_COUNT),
    // Formatted here: the first Intl formatter a phone makes costs it 15–20 ms, in the hydration's render (issue 38).
    allDogsLabel: format(texts.home.dogs.allDogs, { count: formatCount(intlLocale[context.locale], listed.length) }),
    featuredGuides,
    images: { hero: heroHomeImage },
    head: staticHeadFor(context, "home", (ctx) => ({
      // All of them: homeJsonLd takes the first 20 that have a page.
      jsonLd: homeJsonLd(
        ctx,
        listed.map((dog) => jsonLdDog(dog, origin)),
      ),
    })),
    texts,
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HomePage
      dogs={loaderData.dogs}
      allDogsLabel={loaderData.allDogsLabel}
      featuredGuides={loaderData.featuredGuides}
      images={loaderData.images}
      texts={loaderData.texts}
    />
  );
}
