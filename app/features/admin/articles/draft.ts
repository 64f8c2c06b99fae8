import { ASSOCIATION_TIME_ZONE } from "~/platform/time/calendar";
import { format, perLanguage } from "~/i18n/format";
import { type Locale, intlLocale } from "~/i18n/locales";
import type { ArticleKind, EditorValues } from "./fields";

/**
 * The draft the browser keeps of an editor's form while it is typed in (localStorage: it outlives a reload, a
 * crash, a refused or failed save and a closed tab, and never leaves the editor's device): everything of the
 * form but files, with the moment it was taken.
 */
export interface Draft {
  savedAt: number;
  values: EditorValues;
}

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** One draft per kind and item; a new item's under "new" (there is one new post and one new guide at a time). */
export const draftKey = (kind: ArticleKind, id: string | null) => `workspace-draft:${kind}:${id ?? "new"}`;

/** The draft under `key`, or null (none, or not one of ours: another version's, or broken). */
export function readDraft(storage: DraftStorage, key: string): Draft | null {
  try {
    const draft = JSON.parse(storage.getItem(key) ?? "null") as Partial<Draft> | null;
    const values = draft?.values;
    return typeof draft?.savedAt === "number" && typeof values?.fields === "object" && Array.isArray(values.gallery)
      ? (draft as Draft)
      : null;
  } catch {
    return null;
  }
}

/** Keeps a draft; false when the browser refuses (storage full or switched off): the editor's work is then only on the page. */
export function writeDraft(storage: DraftStorage, key: string, draft: Draft): boolean {
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage switched off: there is nothing to remove.
  }
}

/** One value of the form: a text field reads line breaks as "\n" whatever the stored text holds ("\r\n" as posted). */
const same = (a: unknown, b: unknown) =>
  typeof a === "string" && typeof b === "string" ? a.replace(/\r\n/g, "\n") === b.replace(/\r\n/g, "\n") : a === b;

/** Whether two states of the form hold the same texts and choices (a draft that says nothing new is not offered). */
export function sameValues(a: EditorValues, b: EditorValues): boolean {
  const names = new Set([...Object.keys(a.fields), ...Object.keys(b.fields)]);
  return (
    [...names].every((name) => same(a.fields[name], b.fields[name])) &&
    a.gallery.length === b.gallery.length &&
    a.gallery.every((picture, index) => {
      const other = b.gallery[index]!;
      return (Object.keys(picture) as (keyof typeof picture)[]).every((name) => same(picture[name], other[name]));
    })
  );
}

const timeFormat = perLanguage(
  (tag) => new Intl.DateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", timeZone: ASSOCIATION_TIME_ZONE }),
);
const dateFormat = perLanguage((tag) => new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: ASSOCIATION_TIME_ZONE }));

/**
 * The question the draft banner asks: the draft's time in the association's time zone (what the editors' clocks
 * show), with its day when it is not from today.
 */
export function draftQuestion(savedAt: number, now: number, locale: Locale, texts: { found: string; foundEarlier: string }): string {
  const tag = intlLocale[locale];
  const time = timeFormat(tag).format(savedAt);
  const date = dateFormat(tag).format(savedAt);
  return date === dateFormat(tag).format(now) ? format(texts.found, { time }) : format(texts.foundEarlier, { date, time });
}
