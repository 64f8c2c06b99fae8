import { DogGridIsland } from "~/features/dogs/components/dog-grid-island";
import { findBySlug } from "~/features/dogs/slug";
import { listedDogs } from "~/features/dogs/list";
import { loadDogList } from "~/features/dogs/source.server";
import type { DogSummary } from "~/features/dogs/types";
import { FavouritesPage, type FavouritesView } from "~/features/favourites/favourites-page";
import { favouritesParam, favouritesSearch, parseFavourites } from "~/features/favourites/list";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { otherLocale } from "~/i18n/locales";
import { localizedPath } from "~/i18n/route-table";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context;
  const query = new URL(request.url).searchParams;
  const suffixes = parseFavourites(query.get(favouritesParam[locale]));
  const { dogs, failed } = suffixes.length ? await loadDogList() : { dogs: [], failed: false };
  const listed = listedDogs(dogs);
  const found = suffixes.map((suffix) => ({ suffix, dog: findBySlug(listed, suffix) }));
  const list: FavouritesView<DogSummary> = {
    fromLink: query.has(favouritesParam[locale]),
    suffixes,
    dogs: found.flatMap(({ dog }) => (dog ? [dog] : [])),
    gone: found.flatMap(({ suffix, dog }) => (dog ? [] : [suffix])),
    // Without any dog, a failed load cannot tell a listed dog from one that left.
    failed: failed && dogs.length === 0,
    shareUrl: suffixes.length ? context.origins[locale] + localizedPath("favourites", locale) + favouritesSearch(locale, suffixes) : null,
  };
  const other = otherLocale(locale);
  return {
    list,
    alternateSearch: { [other]: favouritesSearch(other, suffixes) },
    head: staticHeadFor(context, "favourites", () => ({ noIndex: true })),
    texts: textsFor(locale, "favourites", "dogs"),
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function FavouritesRoute({ loaderData }: Route.ComponentProps) {
  const { list, texts } = loaderData;
  return (
    <FavouritesPage
      list={list}
      texts={texts}
      dogGrid={<DogGridIsland dogs={list.dogs} texts={texts.dogs} firstScreen className="mt-8" />}
    />
  );
}
