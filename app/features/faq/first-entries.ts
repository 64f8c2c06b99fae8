import type { FaqCatalogue } from "~/db/schema/site";
import { escapeHtml } from "~/lib/escape-html";
import type { FaqEntryData } from "./entry";
import { adoptionEntries } from "./first-entries/adoption";
import { donationsEntries } from "./first-entries/donations";
import { faqPageEntries } from "./first-entries/faq-page";
import type { FirstEntry, FirstQuestion } from "./first-entries/first-entry";

/*
 * The FAQ entries a new database starts with, as their first versions: the spec's questions and answers of the FAQ
 * page, of the adoption FAQ below every dog's page and of the donations page, word for word. From then on the
 * association changes them in the workspace (`/admin/faq`); the pages read them from the database only.
 *
 * German and Spanish stand side by side where they answer the same question. A question only one language asks
 * (the German transport and tax receipt, the Spanish visit to the shelter) has no side in the other: that entry
 * shows in its own language only. Anchors are the element ids other pages link to (`/faq#kosten`).
 */

/** Every catalogue's first entries, in their order. */
export const firstEntries: Record<FaqCatalogue, readonly FirstEntry[]> = {
  faq: faqPageEntries,
  adoption: adoptionEntries,
  donations: donationsEntries,
};

/** An answer's paragraphs as the HTML an editor changes. */
const answerHtml = (question: FirstQuestion | undefined) =>
  (question?.answer ?? []).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("");

/** The first entries as rows of `faq_entries` (and data of their first versions), numbered in their order. */
export function firstEntryRows(): FaqEntryData[] {
  return Object.entries(firstEntries).flatMap(([catalogue, entries]) =>
    entries.map((entry, displayOrder) => ({
      catalogue: catalogue as FaqCatalogue,
      questionDe: entry.de?.question ?? "",
      questionEs: entry.es?.question ?? "",
      answerDe: answerHtml(entry.de),
      answerEs: answerHtml(entry.es),
      anchorDe: entry.de?.anchor ?? "",
      anchorEs: entry.es?.anchor ?? "",
      displayOrder,
    })),
  );
}
