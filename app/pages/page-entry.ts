import type { PlainMessages } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";

/** Text catalogues by name, each `{ de, es }` of plain data (they travel as loader data). */
export type TextCatalogues = Record<string, Record<Locale, PlainMessages>>;

/** A page's title and description in each language (the head helper adds the site name). */
export type PageHead = Record<Locale, { title: string; description: string }>;

/** One line of the page registry (registry.ts). */
export interface PageEntry {
  /** The page's path in each language; `:name` marks a parameter. */
  paths: Record<Locale, string>;
  /** Its route module, relative to app/. */
  route: string;
  /** Its title and description: the frame's `messages.pages[key]`, read by the head its loader builds. */
  head: PageHead;
  /**
   * The catalogues the page brings (editors' changes from the database laid over them), or "database": the page's
   * text is the association's own, kept whole in the database (app/platform/page-texts), its first version from the code.
   */
  texts: TextCatalogues | "database";
}
