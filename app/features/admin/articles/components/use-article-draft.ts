import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { type Draft, draftKey, readDraft, removeDraft, sameValues, writeDraft } from "../draft";
import { type ArticleKind, type EditorValues, postedValues } from "../fields";

/** How long after the last keystroke the draft is taken: often enough to lose a sentence at most, rarely enough to cost nothing. */
const PAUSE_MS = 700;

/**
 * The draft of an editor's form in the browser (draft.ts): taken a moment after each change (any field, the
 * rich-text bodies and the focal point included, files not), at once when the form is sent and when the page is
 * left; offered back when the page opens with a draft that differs from what the server holds; forgotten once a
 * save or deletion succeeded. Returns the handlers the form takes and the draft on offer.
 */
export function useArticleDraft(options: {
  kind: ArticleKind;
  id: string | null;
  /** The stored item's version (its last change) and its values. */
  version: string;
  stored: EditorValues;
  form: RefObject<HTMLFormElement | null>;
}) {
  const { kind, form, version } = options;
  const key = draftKey(kind, options.id);
  /** The draft on offer, with the moment it was found (the banner says whether it is from today). */
  const [offered, setOffered] = useState<(Draft & { offeredAt: number }) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The latest stored values, for the handlers that outlive a render.
  const storedNow = useRef(options.stored);
  useEffect(() => {
    storedNow.current = options.stored;
  });

  const take = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!form.current) return;
    const values = postedValues(kind, new FormData(form.current));
    if (sameValues(values, storedNow.current)) removeDraft(localStorage, key);
    else writeDraft(localStorage, key, { savedAt: Date.now(), values });
  }, [form, kind, key]);

  const drop = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    removeDraft(localStorage, key);
  }, [key]);

  // On opening, and when the server's item changed: a draft that says something new is offered.
  useEffect(() => {
    const draft = readDraft(localStorage, key);
    if (draft && sameValues(draft.values, storedNow.current)) removeDraft(localStorage, key);
    setOffered(draft && !sameValues(draft.values, storedNow.current) ? { ...draft, offeredAt: Date.now() } : null);
  }, [key, version]);

  // A change still waiting for its pause is taken when the page is hidden or left (a closed tab, a reload).
  useEffect(() => {
    const leave = () => timer.current !== undefined && take();
    const hidden = () => document.visibilityState === "hidden" && leave();
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", hidden);
      clearTimeout(timer.current);
    };
  }, [take]);

  // A save answered with a redirect to the saved item (`?saved=1`), or a deletion: the draft is in the database now.
  const navigation = useNavigation();
  const submitted = navigation.state === "loading" ? navigation.formData : undefined;
  const succeeded =
    submitted !== undefined &&
    (new URLSearchParams(navigation.location?.search).get("saved") === "1" || submitted.get("intent") === "delete");
  useEffect(() => {
    if (succeeded) drop();
  }, [succeeded, drop]);

  const changed = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(take, PAUSE_MS);
  }, [take]);

  /** The draft on offer, taken up (it stays kept: it is what the form holds now). */
  const restore = () => {
    setOffered(null);
    return offered?.values;
  };
  const discard = () => {
    drop();
    setOffered(null);
  };

  return { offered, restore, discard, formHandlers: { onInput: changed, onChange: changed, onSubmit: take } };
}
