import { useMatches } from "react-router";
import type { Locale } from "./locales";
import type { catalogues } from "./texts.server";

/**
 * The feature catalogues (`{ de, es }`) whose texts reach the browser as
 * loader data, only in the page's language, instead of as script holding both
 * languages (docs/decisions/0009-texts-as-loader-data.md). Their registry is
 * `catalogues` in texts.server.ts; only its type is imported here, so the
 * values stay on the server.
 */
export type TextCatalogues = typeof catalogues;

export type TextsName = keyof TextCatalogues;

/** A catalogue's texts in one language. */
export type Texts<N extends TextsName> = TextCatalogues[N][Locale];

/** What a loader returns under `texts`: the named catalogues in the page's language. */
export type TextsOf<N extends TextsName> = { [K in N]: Texts<K> };

/**
 * A catalogue's texts in the page's language, from the loader data of the
 * matched routes (deepest first). The page's loader names them with
 * `textsFor` (texts.server.ts); a page that forgot one fails loudly.
 */
export function useTexts<N extends TextsName>(name: N): Texts<N> {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const texts = (matches[index]?.loaderData as { texts?: Partial<TextsOf<TextsName>> } | undefined)?.texts;
    const found = texts?.[name];
    if (found) return found as Texts<N>;
  }
  throw new Error(`The texts "${name}" are not in this page's loader data: add them to its loader's textsFor().`);
}
