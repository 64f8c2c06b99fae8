import { Icon } from "~/components/icons/icon";
import { type ReactNode, useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { format, plural } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/hooks";
import { intlLocale } from "~/i18n/locales";
import { cn } from "~/lib/cn";
import { type FilterCounts, filterDogs } from "../filter";
import { type DogFilters, filtersFromSearchParams, filtersToSearchParams, hasActiveFilter, noFilters } from "../filter-query";
import { type DogSummary, dogLocations, dogTypes } from "../types";
import { moreCardsSearch, shownLimitFrom } from "../list-window";
import type { DogTexts } from "../texts";
import { DogGrid } from "./dog-grid";
import { useProgressiveReveal } from "./progressive-reveal";

/** The list page's data: every dog with a card, in list order. */
export interface DogListView {
  /** The dogs with a card, in list order. */
  dogs: readonly DogSummary[];
  /** Hero and filter-button counts, over the dogs that get a card (list.ts). */
  counts: FilterCounts;
  /** The list's time, formatted on the server (browser and server Intl data may differ). */
  updatedAt: string | null;
  failed: boolean;
}

/** The search applies (URL and list) once typing pauses this long: no grid work between key strokes. */
const typingPauseMs = 250;
const resetFormId = "dog-filter-reset";

/**
 * The dog list: hero count, search, type and location filters with
 * counts over all dogs, result count, reset, grid, last update; error and
 * empty states. Filters live in the URL (`?q=`, `?type=`, `?location=`): the
 * server renders the filtered list and the form works without JavaScript.
 * In the browser the list filters the dogs it already has: filter buttons
 * apply at once, the search box once typing pauses; the router renders URL
 * changes as transitions, so the grid never holds up the next key stroke.
 */
export function DogBrowser({ list, texts: t }: { list: DogListView; texts: DogTexts }) {
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlFilters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const [query, setQuery] = useState(urlFilters.query);
  /** The search text as last written to (or read from) the URL. */
  const urlQuery = useRef(urlFilters.query);

  const searchBox = useRef<HTMLInputElement>(null);
  // Typed before the page's scripts arrived (the list works without them): hydration keeps the text in the box,
  // and the list follows it as if it had been typed now.
  useEffect(() => {
    const typed = searchBox.current?.value ?? "";
    if (typed !== urlQuery.current) setQuery(typed);
  }, []);

  // The URL changed under us (back button, reset): the search box follows it.
  useEffect(() => {
    if (urlFilters.query !== urlQuery.current) {
      urlQuery.current = urlFilters.query;
      setQuery(urlFilters.query);
    }
  }, [urlFilters.query]);

  const writeFilters = (filters: DogFilters, replace: boolean) => {
    const params = filtersToSearchParams(filters);
    urlQuery.current = filtersFromSearchParams(params).query;
    // The list in the browser is filtered here: its data is not loaded again.
    setSearchParams(params, { replace, preventScrollReset: true, defaultShouldRevalidate: false });
  };
  const writeQuery = useEffectEvent((typed: string) => writeFilters({ ...urlFilters, query: typed }, true));

  useEffect(() => {
    if (query === urlQuery.current) return;
    const timer = setTimeout(() => writeQuery(query), typingPauseMs);
    return () => clearTimeout(timer);
  }, [query]);

  const { counts } = list;
  const shown = useMemo(() => filterDogs(list.dogs, urlFilters), [list.dogs, urlFilters]);
  const shownIds = useMemo(() => new Set(shown.map((dog) => dog.id)), [shown]);
  const revealed = useProgressiveReveal(list.dogs, shownIds);
  const limit = shownLimitFrom(searchParams);
  const formatNumber = (value: number) => value.toLocaleString(intlLocale[locale]);
  const filtered = hasActiveFilter(urlFilters);

  // "Alle" is the type filter's empty value; the location filter has no "all" button.
  const filterGroups: FilterGroupOptions[] = [
    {
      name: "type",
      label: t.list.typeFilterLabel,
      active: urlFilters.type,
      options: [
        ["", `${t.types.all} (${counts.type.all})`],
        ...dogTypes.map((type): [string, string] => [type, `${t.types[type]} (${counts.type[type]})`]),
      ],
    },
    {
      name: "location",
      label: t.list.locationFilterLabel,
      active: urlFilters.location,
      options: dogLocations.map((location): [string, string] => [location, `${t.locations[location]} (${counts.location[location]})`]),
    },
  ];

  const choose = (key: "type" | "location", value: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    writeFilters({ ...urlFilters, query, [key]: value }, false);
  };

  return (
    <>
      <DogListHero count={list.failed ? undefined : plural(intlLocale[locale], counts.type.all, t.list.heroCount)} />
      {/* The cards' h3 titles need an h2 above them (heading order): the list's name, for screen readers. */}
      <section aria-labelledby="dog-list-title" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="dog-list-title" className="sr-only">
          {t.list.listLabel}
        </h2>
        {list.failed ? (
          <DogListMessage tone="error">{t.list.error}</DogListMessage>
        ) : (
          <>
            {/* The forms and the "more" link change only the address, also before this code is there (list-address-in-app.ts). */}
            <form
              method="get"
              role="search"
              className="flex flex-col gap-5"
              data-list-address=""
              onSubmit={(event) => {
                event.preventDefault();
                writeFilters({ ...urlFilters, query }, false);
              }}
            >
              {/* The search button comes first: Enter in the search box submits the form's first button. */}
              <div className="flex gap-2">
                <div className="relative flex-1">
                  <Icon
                    name="search"
                    className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
                  />
                  <Input
                    ref={searchBox}
                    type="search"
                    name="q"
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                    placeholder={t.list.searchPlaceholder}
                    aria-label={t.list.searchLabel}
                    autoComplete="off"
                    className="pl-10"
                  />
                </div>
                <Button type="submit" variant="outline">
                  {t.list.searchButton}
                </Button>
              </div>
              {filterGroups.map((group) => (
                <FilterGroup key={group.name} label={group.label}>
                  {group.options.map(([value, label]) => (
                    <FilterButton
                      key={value}
                      name={group.name}
                      value={value}
                      active={group.active === value}
                      onClick={choose(group.name, group.active === value ? "" : value)}
                    >
                      {label}
                    </FilterButton>
                  ))}
                </FilterGroup>
              ))}
              {/* Without JavaScript the other filter is kept by these; the pressed button's value comes first and wins. */}
              <input type="hidden" name="type" value={urlFilters.type} />
              <input type="hidden" name="location" value={urlFilters.location} />
            </form>
            <form id={resetFormId} method="get" hidden data-list-address="" />

            <div className="mt-6 flex min-h-10 flex-wrap items-center justify-between gap-3">
              <p role="status" className="font-medium">
                {filtered ? plural(intlLocale[locale], shown.length, t.list.results) : null}
              </p>
              {filtered || query.trim() ? (
                <Button
                  type="submit"
                  form={resetFormId}
                  variant="ghost"
                  onClick={(event) => {
                    event.preventDefault();
                    setQuery("");
                    writeFilters(noFilters, false);
                  }}
                >
                  <Icon name="rotate-ccw" />
                  {t.list.reset}
                </Button>
              ) : null}
            </div>

            {shown.length ? null : (
              // The insights' beacon counts a search that found nothing (public/insights.js): its words, nothing else.
              <div data-insight-empty={urlFilters.query.trim() || undefined}>
                <DogListMessage>{t.list.empty}</DogListMessage>
              </div>
            )}
            <DogGrid dogs={list.dogs} texts={t} shown={shownIds} revealed={revealed} limit={limit} firstScreen className="mt-4" />
            {shown.length > limit ? (
              <p className="mt-8 text-center">
                <a href={moreCardsSearch(searchParams, limit)} className={buttonVariants({ variant: "outline" })} data-list-address="">
                  {format(t.list.more, { shown: formatNumber(limit), total: formatNumber(shown.length) })}
                </a>
              </p>
            ) : null}
            {list.updatedAt ? (
              <p className="mt-8 text-center text-sm text-muted-foreground">{format(t.list.lastUpdated, { date: list.updatedAt })}</p>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}

interface FilterGroupOptions {
  name: "type" | "location";
  label: string;
  /** The filter's value in the URL ("" when off). */
  active: string;
  /** Value and button text (with its count). */
  options: [value: string, text: string][];
}

function FilterGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="mb-2 text-sm font-semibold text-muted-foreground">{label}</legend>
      {children}
    </fieldset>
  );
}

/** A filter as a submit button: works as a GET form without JavaScript, toggles instantly with it. */
function FilterButton({
  name,
  value,
  active,
  onClick,
  children,
}: {
  name: string;
  value: string;
  active: boolean;
  onClick: (event: React.MouseEvent) => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      name={name}
      // Pressing the active filter again switches it off.
      value={active ? "" : value}
      aria-pressed={active}
      variant={active ? "default" : "outline"}
      size="sm"
      className="rounded-full"
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** The hero with the dog count (none when the list failed). */
function DogListHero({ count }: { count?: string }) {
  const t = useMessages().contentSections.dogs;
  return (
    <PageHeader title={t.heading} lead={t.intro}>
      {count ? <p className="mt-4 text-xl font-semibold text-primary">{count}</p> : null}
    </PageHeader>
  );
}

function DogListMessage({ tone = "info", children }: { tone?: "info" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : undefined}
      className={cn(
        "mx-auto my-10 max-w-xl rounded-lg border p-6 text-center text-lg",
        tone === "error" ? "border-destructive/40 bg-destructive/5 text-destructive" : "bg-card text-muted-foreground",
      )}
    >
      {children}
    </p>
  );
}
