import type { ClientLoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { Spinner } from "~/components/ui/skeleton";
import { AwaitServerData, serverDataOrPending } from "~/features/content/pending-data";
import { loaderHeadOrTitle } from "~/features/content/pending-head";
import { DogBrowser, type DogListView, DogListHero } from "~/features/dogs/components/dog-browser";
import { DogHomes } from "~/features/dogs/components/dog-homes";
import { DogNavigationSpinner } from "~/features/dogs/components/dog-navigation-spinner";
import { listedDogs, loadedDogCounts } from "~/features/dogs/list";
import { formatUpdatedAt } from "~/features/dogs/messages";
import { loadDogList } from "~/features/dogs/source.server";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { useMessages } from "~/i18n/hooks";
import { intlLocale } from "~/i18n/locales";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/dogs";

export async function loader({ context }: Route.LoaderArgs) {
  const { dogs, cacheTimestamp, failed } = await loadDogList();
  const updatedAt = cacheTimestamp ? formatUpdatedAt(intlLocale[context.locale], cacheTimestamp) : null;
  const list: DogListView = { dogs: listedDogs(dogs), counts: loadedDogCounts(dogs), updatedAt, failed };
  return { list, head: staticHeadFor(context, "dogs"), texts: textsFor(context.locale, "dogs") };
}

/** In the browser the page shows the hero and a spinner while the list loads (spec 1 §4 "Loading"). */
export const clientLoader = (args: ClientLoaderFunctionArgs) => serverDataOrPending<typeof loader>(args);

export const meta: Route.MetaFunction = loaderHeadOrTitle("dogs");

export default function DogsPage() {
  const data = useLoaderData<typeof clientLoader>();
  return (
    <AwaitServerData data={data} skeleton={<DogListLoading />}>
      {({ list }) => (
        <>
          <DogNavigationSpinner />
          <DogBrowser list={list} />
          <DogHomes />
        </>
      )}
    </AwaitServerData>
  );
}

/** Before the list's data (and with it the page's texts) arrives: the hero and a spinner. */
function DogListLoading() {
  const label = useMessages().contentSections.dogs.loadingList;
  return (
    <>
      <DogListHero loading />
      <div className="flex justify-center py-24">
        <Spinner className="size-10 text-primary" label={label} />
      </div>
    </>
  );
}
