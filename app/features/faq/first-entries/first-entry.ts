/** One first entry of a FAQ catalogue: its question in German, in Spanish, or in both (see ../first-entries.ts). */
export interface FirstQuestion {
  anchor?: string;
  question: string;
  /** The answer's paragraphs, plain text. */
  answer: readonly string[];
}

export interface FirstEntry {
  de?: FirstQuestion;
  es?: FirstQuestion;
}
