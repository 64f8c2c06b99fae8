import { useSyncExternalStore } from "react";
import { FAVOURITES_STORAGE_KEY as storageKey, parseFavourites, serializeFavourites, toggleFavourite } from "./list";

/**
 * The visitor's favourites, kept in this browser's local storage only (no
 * cookie, nothing on the server). Before hydration, and where the storage is
 * unavailable, the list is unknown (null): the hearts stay away rather than
 * show buttons that do nothing.
 */
const listeners = new Set<() => void>();

function stored(): string | null {
  try {
    return window.localStorage.getItem(storageKey) ?? "";
  } catch {
    return null;
  }
}

const notify = () => listeners.forEach((listener) => listener());
// Another tab changed the list (or cleared the storage).
const onStorage = (event: StorageEvent) => {
  if (event.key === storageKey || event.key === null) notify();
};

function subscribe(listener: () => void) {
  if (!listeners.size) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener("storage", onStorage);
  };
}

// The list parsed once per stored value: a grid of 1,000 hearts asks it 1,000 times.
let parsed: { raw: string; list: string[] } = { raw: "", list: [] };
function storedList(): string[] | null {
  const raw = stored();
  if (raw === null) return null;
  if (raw !== parsed.raw) parsed = { raw, list: parseFavourites(raw) };
  return parsed.list;
}

const unknown = () => null;

/** The favourites in the order they were added; null before hydration or without local storage. */
export function useFavourites(): readonly string[] | null {
  return useSyncExternalStore(subscribe, storedList, unknown);
}

/** Whether one dog is a favourite (null: unknown); only its own heart re-renders when it changes. */
export function useIsFavourite(suffix: string): boolean | null {
  return useSyncExternalStore(subscribe, () => storedList()?.includes(suffix) ?? null, unknown);
}

export function storeFavourites(list: readonly string[]) {
  try {
    window.localStorage.setItem(storageKey, serializeFavourites(list));
  } catch {
    // Storage full or refused: the list stays as it was.
  }
  notify();
}

export function toggleStoredFavourite(suffix: string) {
  storeFavourites(toggleFavourite(storedList() ?? [], suffix));
}
