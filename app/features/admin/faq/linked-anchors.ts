import type { FaqEntryData } from "~/features/faq/entry";
import { faqAnchorTexts } from "~/features/pages/faq/anchor-texts";
import { pickLocale } from "~/features/content/localized";
import { type Locale, locales } from "~/i18n/locales";
import type { FaqFieldErrors, FaqFields } from "./fields";

type Placed = Pick<FaqEntryData, "catalogue" | "anchorDe" | "anchorEs">;

/** The FAQ page's anchors other pages link to (the adoption steps, the adoption page's "why Spain"), per language. */
const linked: Record<Locale, ReadonlySet<string>> = {
  de: new Set(Object.values(faqAnchorTexts.de)),
  es: new Set(Object.values(faqAnchorTexts.es)),
};

/** The anchors of an entry that other pages link to, per language: only the FAQ page's entries have any. */
export function linkedAnchors(entry: Placed): Partial<Record<Locale, string>> {
  if (entry.catalogue !== "faq") return {};
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const anchor = pickLocale(locale, entry.anchorDe, entry.anchorEs);
      return linked[locale].has(anchor) ? [[locale, anchor]] : [];
    }),
  );
}

/**
 * What a change may not do to an entry other pages link to, so that their links keep landing on it: take it off
 * the FAQ page, change such an anchor, or empty the question of that language (which hides the entry there). Such
 * an entry is not deleted either (entries.server.ts).
 */
export function linkedAnchorErrors(current: Placed, next: FaqFields): FaqFieldErrors {
  const errors: FaqFieldErrors = {};
  const kept = linkedAnchors(current);
  if (Object.keys(kept).length && next.catalogue !== "faq") errors.catalogue = "catalogueLinked";
  if (kept.de && next.anchorDe !== kept.de) errors.anchorDe = "anchorLinked";
  if (kept.es && next.anchorEs !== kept.es) errors.anchorEs = "anchorLinked";
  if (kept.de && !next.questionDe) errors.questionDe = "questionLinked";
  if (kept.es && !next.questionEs) errors.questionEs = "questionLinked";
  return errors;
}
