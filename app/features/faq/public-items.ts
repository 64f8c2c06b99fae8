import type { FaqItem } from "~/components/faq";
import type { FaqCatalogue } from "~/db/schema/site";
import { pickLocale } from "~/features/content/localized";
import type { Locale } from "~/i18n/locales";
import type { FaqEntryData } from "./entry";
import { inFaqOrder } from "./order";

/**
 * A catalogue's questions in one language as its page shows them: in their order, each with its anchor as element
 * id; an entry without a question in that language is not shown there (e.g. the German tax receipt in Spanish).
 */
export function publicFaqItems(
  entries: readonly (FaqEntryData & { id: string })[],
  catalogue: FaqCatalogue,
  locale: Locale,
): (FaqItem & { answerHtml: string })[] {
  return entries
    .filter((entry) => entry.catalogue === catalogue && pickLocale(locale, entry.questionDe, entry.questionEs).trim())
    .sort(inFaqOrder)
    .map((entry) => {
      const anchor = pickLocale(locale, entry.anchorDe, entry.anchorEs);
      return {
        ...(anchor ? { id: anchor } : {}),
        question: pickLocale(locale, entry.questionDe, entry.questionEs),
        answerHtml: pickLocale(locale, entry.answerDe, entry.answerEs),
      };
    });
}
