import type { FaqItem } from "~/components/faq";
import type { Database } from "~/db/client.server";
import { type FaqCatalogue, faqCatalogues, faqEntries } from "~/db/schema/site";
import { sanitizeContentHtml } from "~/features/content/sanitize.server";
import { leadParagraphs } from "~/features/dogs/description.server";
import { type Locale, locales } from "~/i18n/locales";
import { publicFaqItems } from "./public-items";

/*
 * The FAQ entries as this process serves them (the FAQ page, the adoption FAQ of the dog pages, the donations page):
 * read at start and again whenever any instance saves a change (server/app.ts registers `loadFaqEntries` with
 * platform/site-changes.server.ts, which reads every store anew before the page cache moves on), so a saved entry
 * is on every page at once. Each catalogue's questions are shaped per language once per read, not per request.
 */

interface ShownCatalogue {
  items: FaqItem[];
  /** The same questions with their answers as plain paragraphs: the FAQPage structured data. */
  asText: { question: string; answer: string[] }[];
}

let shown = new Map<string, ShownCatalogue>();

const keyOf = (catalogue: FaqCatalogue, locale: Locale) => `${catalogue}\n${locale}`;

/** Reads every entry. The answers were sanitised when saved; again here, so no row written another way reaches a page unsanitised. */
export async function loadFaqEntries(db: Database): Promise<void> {
  const rows = (await db.select().from(faqEntries)).map((row) => ({
    ...row,
    answerDe: sanitizeContentHtml(row.answerDe),
    answerEs: sanitizeContentHtml(row.answerEs),
  }));
  const read = new Map<string, ShownCatalogue>();
  for (const catalogue of faqCatalogues) {
    for (const locale of locales) {
      const items = publicFaqItems(rows, catalogue, locale);
      // Every paragraph: no length to keep within.
      const asText = items.map((item) => ({ question: item.question, answer: leadParagraphs(item.answerHtml, Number.POSITIVE_INFINITY) }));
      read.set(keyOf(catalogue, locale), { items, asText });
    }
  }
  shown = read;
}

/** A catalogue's questions in one language, in their order (none before the first read). */
export const faqItems = (catalogue: FaqCatalogue, locale: Locale): FaqItem[] => shown.get(keyOf(catalogue, locale))?.items ?? [];

/** The same questions with plain-text answers, for structured data. */
export const faqItemsAsText = (catalogue: FaqCatalogue, locale: Locale) => shown.get(keyOf(catalogue, locale))?.asText ?? [];
