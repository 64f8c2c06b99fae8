import { Suspense } from "react";
import {
  Await,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
} from "react-router";
import { Spinner } from "~/components/ui/skeleton";
import { DogBrowser, type DogListView, DogListHero, DogListMessage } from "~/features/dogs/components/dog-browser";
import { DogHomes } from "~/features/dogs/components/dog-homes";
import { DogNavigationSpinner } from "~/features/dogs/components/dog-navigation-spinner";
import { listedDogs } from "~/features/dogs/list";
import { dogMessages, formatUpdatedAt } from "~/features/dogs/messages";
import { loadDogList } from "~/features/dogs/source.server";
import { staticPageHead } from "~/features/seo/route-head";
import { useTranslations } from "~/i18n/hooks";
import { intlLocale } from "~/i18n/locales";
import type { Route } from "./+types/dogs";

export const meta = staticPageHead("dogs");

export async function loader({ context }: Route.LoaderArgs): Promise<{ list: DogListView }> {
  const { dogs, cacheTimestamp, failed } = await loadDogList();
  const updatedAt = cacheTimestamp ? formatUpdatedAt(intlLocale[context.locale], cacheTimestamp) : null;
  return { list: { dogs: listedDogs(dogs), updatedAt, failed } };
}

/** In the browser the page shows at once with a spinner while the list loads (spec 1 §4 "Loading"). */
export function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  return { list: serverLoader<typeof loader>().then((data) => data.list) };
}

/** Search and filters change only the URL's query: the list already in the browser is filtered there, never fetched again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function DogsPage() {
  // Server data (first load) is the list itself; a client navigation gets a promise.
  const { list } = useLoaderData<typeof loader | typeof clientLoader>();
  return (
    <>
      <DogNavigationSpinner />
      {list instanceof Promise ? (
        // Only around a promise: React outlines a large server-rendered Suspense boundary into a
        // script-swapped template, which would hide the list from visitors without JavaScript.
        <Suspense fallback={<DogListLoading />}>
          <Await resolve={list} errorElement={<DogListFailed />}>
            {(loaded: DogListView) => <DogBrowser list={loaded} />}
          </Await>
        </Suspense>
      ) : (
        <DogBrowser list={list} />
      )}
      <DogHomes />
    </>
  );
}

function DogListLoading() {
  const t = useTranslations(dogMessages).list;
  return (
    <>
      <DogListHero count="loading" />
      <div className="flex justify-center py-24">
        <Spinner className="size-10 text-primary" label={t.loading} />
      </div>
    </>
  );
}

function DogListFailed() {
  const t = useTranslations(dogMessages).list;
  return (
    <>
      <DogListHero count={null} />
      <DogListMessage tone="error">{t.error}</DogListMessage>
    </>
  );
}
