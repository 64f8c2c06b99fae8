/** A question of the code's texts (foster home, membership) with its answer's paragraphs. */
export type FaqTextItem = {
  /** A stable anchor slug (items other pages link to have one). */
  id?: string;
  question: string;
  answer: readonly string[];
};

/** A question editors keep in the database (features/faq), its answer HTML sanitised on the server. */
export type FaqHtmlItem = {
  id?: string;
  question: string;
  answerHtml: string;
};

export type FaqItem = FaqTextItem | FaqHtmlItem;

/** The FAQ scrolls to the item of the URL hash after about 100 ms. */
export const FAQ_SCROLL_DELAY_MS = 100;

/** The FAQ item a URL hash names ("#kosten" → "kosten"), if the list has it. */
export function faqItemFromHash(hash: string, items: readonly Pick<FaqItem, "id">[]): string | undefined {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return undefined; // malformed escape in a hand-typed URL
  }
  return items.some((item) => item.id === id) ? id : undefined;
}
