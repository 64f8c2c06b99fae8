import type { FaqCatalogue } from "~/db/schema/site";

/**
 * What an editor saves of an FAQ entry, and what each of its versions keeps (`content_versions.data`): the row of
 * `faq_entries` without its id and time. An empty question hides the entry in that language. (A type, not an
 * interface: a version's data is a plain record.)
 */
export type FaqEntryData = {
  catalogue: FaqCatalogue;
  questionDe: string;
  questionEs: string;
  /** Sanitised HTML. */
  answerDe: string;
  answerEs: string;
  /** The element id on its page; empty: none. */
  anchorDe: string;
  anchorEs: string;
  displayOrder: number;
};

/** An entry's data, picked from its row (a version keeps nothing else). */
export const entryData = (row: FaqEntryData): FaqEntryData => ({
  catalogue: row.catalogue,
  questionDe: row.questionDe,
  questionEs: row.questionEs,
  answerDe: row.answerDe,
  answerEs: row.answerEs,
  anchorDe: row.anchorDe,
  anchorEs: row.anchorEs,
  displayOrder: row.displayOrder,
});
