import { type PageKey, pageRegistry, sharedCatalogues } from "~/pages/registry";
import { catalogueChanges, pageTextsGeneration } from "~/platform/page-texts/store.server";
import type { Locale } from "./locales";
import { applyTextChanges } from "./text-changes";

/** The catalogues the pages bring, as one intersection of their registry lines' `texts`. */
type PageCatalogues = {
  [K in PageKey]: (typeof pageRegistry)[K]["texts"] extends infer T extends object ? (x: T) => void : never;
}[PageKey] extends (x: infer All) => void
  ? All
  : never;

/**
 * Every catalogue a page may send as loader data, by name: the pages' own (the page registry) and the shared ones.
 * Plain data only: the texts travel as loader data (a function would not survive serialisation), and only in the
 * page's language, so the catalogues' values never reach the browser's script.
 */
export const catalogues = Object.assign(
  {},
  sharedCatalogues,
  ...Object.values(pageRegistry).map((page) => (page.texts === "database" ? {} : page.texts)),
) as typeof sharedCatalogues & PageCatalogues;

export type Catalogues = typeof catalogues;

/** Catalogues with the editors' changes laid over them, kept until the pages' texts change again. */
const changed = new Map<string, { generation: number; texts: unknown }>();

function catalogueIn<N extends keyof Catalogues>(name: N, locale: Locale): Catalogues[N][Locale] {
  const changes = catalogueChanges(name, locale);
  if (!changes) return catalogues[name][locale];
  const key = `${name}\n${locale}`;
  let kept = changed.get(key);
  if (kept?.generation !== pageTextsGeneration()) {
    kept = { generation: pageTextsGeneration(), texts: applyTextChanges(catalogues[name][locale], changes) };
    changed.set(key, kept);
  }
  return kept.texts as Catalogues[N][Locale];
}

/**
 * The named catalogues in `locale`, with what editors changed of them (`/admin/pages`), for a loader's `texts`. The
 * route component reads them from its typed `loaderData.texts` and hands them to its page components as props, so a
 * page whose loader left one out does not type-check.
 */
export function textsFor<N extends keyof Catalogues>(locale: Locale, ...names: N[]): { [K in N]: Catalogues[K][Locale] } {
  return Object.fromEntries(names.map((name) => [name, catalogueIn(name, locale)])) as { [K in N]: Catalogues[K][Locale] };
}
