import type { ShouldRevalidateFunction } from "react-router";
import { deferredIsland } from "~/components/deferred-island";
import "~/features/favourites/favourite-button.css";
import "~/features/dogs/components/dog-card.css";
import { alertFormAction } from "~/features/alerts/form-action.server";
import type { DogListView } from "~/features/dogs/components/dog-browser";
import { DogHomes } from "~/features/dogs/components/dog-homes";
import { useListAddressInApp } from "~/features/dogs/components/list-address-in-app";
import { listedDogs, listedDogCounts } from "~/features/dogs/list";
import { loadDogList } from "~/features/dogs/source.server";
import { formatUpdatedAt } from "~/features/dogs/updated-at";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { intlLocale } from "~/i18n/locales";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/list-route";

/**
 * The list with its search and filters is a deferred island (decision 8): the server renders it complete, filtered
 * by the address. Without its code the filters are GET forms and the "more" link a plain link, which this page
 * follows in the app (`useListAddressInApp`), and the cards plain links, which the frame follows in the app. Its code,
 * and with it the cards' hearts and the filtering in the browser, loads at the visitor's first interaction
 * (docs/decisions/0028-less-javascript-first-visit.md, sixth round). The cards' styles come with the page.
 */
const loadDogBrowser = () => import("~/features/dogs/components/dog-browser");
const DogBrowser = deferredIsland(() => loadDogBrowser().then((module) => module.DogBrowser));

/**
 * The new-dog alert form below the list is a deferred island like the other forms (decision 8): complete server
 * HTML, its code at the first interaction (docs/decisions/0028-less-javascript-first-visit.md). The same
 * interaction that changes a filter starts it, so a filter's navigation waits for it no longer than for the
 * footer island, which loads at the same moment.
 */
const AlertForm = deferredIsland(() => import("~/features/alerts/alert-form").then((module) => module.AlertForm));

export async function loader({ context }: Route.LoaderArgs) {
  const { dogs, cacheTimestamp, failed } = await loadDogList();
  const updatedAt = cacheTimestamp ? formatUpdatedAt(intlLocale[context.locale], cacheTimestamp) : null;
  const list: DogListView = { dogs: listedDogs(dogs), counts: listedDogCounts(dogs), updatedAt, failed };
  return { list, head: staticHeadFor(context, "dogs"), texts: textsFor(context.locale, "dogs", "alertForm") };
}

/**
 * A client-side navigation to the list loads its code with its data: the island would otherwise ask for it only when
 * the page renders, and show the page without its list until it came. Not run at hydration (the server's data is
 * there, and the island's code waits for the first interaction).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadDogBrowser()]);
  return data;
}

export { alertFormAction as action };

/**
 * The dogs are loaded again only when the list is entered anew. Not after the alert form is sent (it changes nothing
 * the list shows), and not when only its address changes: the loader reads no query, the list is filtered where it
 * is shown. A search, a filter or "more" asks no route for data (`defaultShouldRevalidate: false`); a step back or
 * forward in the history asks the language layout's guard alone. So does a link to the list from a filtered list
 * (the router cannot tell it from a step in the history): the visitor keeps the dogs they have, as with a filter.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (formMethod === "POST") return false;
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = loaderHead;

export default function DogsPage({ loaderData }: Route.ComponentProps) {
  const { list, texts } = loaderData;
  useListAddressInApp();
  return (
    <>
      <DogBrowser list={list} texts={texts.dogs} />
      {list.failed ? null : <AlertForm texts={texts.alertForm} dogTexts={texts.dogs} />}
      <DogHomes texts={texts.dogs.homes} />
    </>
  );
}
