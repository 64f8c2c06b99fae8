import { type PageKey, pageRegistry } from "~/pages/registry";
import type { PageHead } from "~/pages/page-entry";
import type { Locale } from "../locales";
import { de, type MessageFile } from "./de";
import { es } from "./es";

/** The frame's messages with every page's title and description (`pages`, from the page registry). */
export type Messages = MessageFile & { pages: Record<PageKey, PageHead[Locale]> };

/**
 * The frame's messages as the root loader sends them with every page: without the pages' titles and descriptions
 * (`pages`) and the head's words (`meta`), which only the heads the loaders build on the server read.
 */
export type FrameMessages = Omit<Messages, "pages" | "meta">;

const pagesIn = (locale: Locale) =>
  Object.fromEntries(Object.entries(pageRegistry).map(([key, page]) => [key, page.head[locale]])) as Messages["pages"];

export const messages: Record<Locale, Messages> = { de: { ...de, pages: pagesIn("de") }, es: { ...es, pages: pagesIn("es") } };
