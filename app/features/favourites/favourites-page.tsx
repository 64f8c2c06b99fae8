import { type ReactNode, useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { format } from "~/i18n/format";
import { useLocale, useLocalizedPath } from "~/i18n/hooks";
import { favouritesParam, favouritesSearch } from "./list";
import { toggleStoredFavourite, useFavourites } from "./store";
import type { FavouritesTexts } from "./texts";

/** The list the page shows: the one its link carries, resolved by the loader (its dogs: DogSummary). */
export interface FavouritesView<Dog = unknown> {
  /** Whether the address carries a list (possibly empty); without one the page shows the visitor's own. */
  fromLink: boolean;
  /** The suffixes in list order. */
  suffixes: readonly string[];
  /** The dogs still listed, in list order. */
  dogs: readonly Dog[];
  /** Suffixes of the list's dogs that are no longer listed. */
  gone: readonly string[];
  /** The dog list could not be loaded: nothing can be said about the list's dogs. */
  failed: boolean;
  /** The absolute address of this list, to open it on another device. */
  shareUrl: string | null;
}

/**
 * The favourites page. It shows the list its address carries, rendered on
 * the server, so a shared link works on any phone and without JavaScript.
 * Opened without a list, it shows the visitor's own (from this browser's
 * storage) by moving to its address. A dog that left the dog list stays as
 * "no longer listed" with a link that drops it from the address and the stored list.
 * The cards of the list's dogs (`dogGrid`) come from the page's route module, which puts the dogs' grid in: the
 * favourites build on no dog card, whose heart is theirs.
 */
export function FavouritesPage({
  list,
  texts,
  dogGrid,
}: {
  list: FavouritesView;
  texts: { favourites: FavouritesTexts; dogs: { list: { listLabel: string } } };
  dogGrid: ReactNode;
}) {
  const t = texts.favourites;
  const locale = useLocale();
  const path = useLocalizedPath();
  const navigate = useNavigate();
  const own = useFavourites();

  useEffect(() => {
    if (!list.fromLink && own?.length) void navigate(favouritesSearch(locale, own), { replace: true, preventScrollReset: true });
  }, [list.fromLink, own, locale, navigate]);

  const without = (suffix: string) =>
    `${path("favourites")}?${favouritesParam[locale]}=${list.suffixes.filter((entry) => entry !== suffix).join(",")}`;
  const waitsForOwn = !list.fromLink && !!own?.length;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-4xl font-extrabold tracking-tight">{t.title}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{t.intro}</p>
      {list.failed ? (
        <p className="mt-8 text-lg" role="alert">
          {t.error}
        </p>
      ) : list.suffixes.length === 0 ? (
        waitsForOwn ? null : (
          <p className="mt-8 text-lg">
            {t.empty}{" "}
            <Link to={path("dogs")} className="font-semibold text-primary underline">
              {t.browse}
            </Link>
          </p>
        )
      ) : (
        <>
          {list.dogs.length ? (
            <section aria-labelledby="favourites-dogs-title">
              {/* The cards' names are third-level headings: the list gets its own second-level one. */}
              <h2 id="favourites-dogs-title" className="sr-only">
                {texts.dogs.list.listLabel}
              </h2>
              {dogGrid}
            </section>
          ) : null}
          {list.gone.length ? (
            <section aria-labelledby="favourites-gone-title" className="mt-10">
              <h2 id="favourites-gone-title" className="text-2xl font-bold">
                {t.notListedTitle}
              </h2>
              <ul className="mt-4 flex flex-col gap-3">
                {list.gone.map((suffix) => (
                  <li key={suffix} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4">
                    <span>{format(t.notListed, { suffix })}</span>
                    <Link
                      to={without(suffix)}
                      replace
                      onClick={() => own?.includes(suffix) && toggleStoredFavourite(suffix)}
                      className="inline-flex h-10 items-center rounded-md border border-input px-4 text-sm font-semibold hover:bg-muted"
                    >
                      {t.remove}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {list.shareUrl ? (
            <section aria-labelledby="favourites-share-title" className="mt-10 rounded-lg border bg-card p-6">
              <h2 id="favourites-share-title" className="text-xl font-bold">
                {t.shareTitle}
              </h2>
              <p className="mt-2">{t.shareText}</p>
              <a
                href={list.shareUrl}
                className="mt-2 block break-all font-semibold text-primary underline"
                data-testid="favourites-share-link"
              >
                {list.shareUrl}
              </a>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
