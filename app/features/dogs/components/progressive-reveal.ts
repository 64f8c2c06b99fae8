import { startTransition, useEffect, useState } from "react";
import { revealMore } from "../reveal";
import type { DogSummary } from "../types";

/**
 * After a filter change, cards that were visible and still match stay as they
 * are, cards that stop matching hide at once, and cards that start matching
 * appear a screenful at a time: showing hundreds of cards in one go makes the
 * browser build their layout in one long task, during which typing would
 * stall. The first render (server and hydration) shows every match in the list's window.
 * Returns the ids to show, or undefined for "all matches".
 */
export function useProgressiveReveal(dogs: readonly DogSummary[], shown: ReadonlySet<string>): ReadonlySet<string> | undefined {
  const [reveal, setReveal] = useState<{ shown: ReadonlySet<string>; visible: ReadonlySet<string> | undefined }>({
    shown,
    visible: undefined,
  });

  let current = reveal;
  if (reveal.shown !== shown) {
    // A new filter result: decided in this very render (no flash of all cards).
    const { shown: before, visible: revealed } = reveal;
    current = { shown, visible: revealMore(dogs, shown, (id) => (revealed ?? before).has(id)) };
    setReveal(current);
  }

  const pending = current.visible !== undefined && current.visible.size < shown.size;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      startTransition(() =>
        setReveal((state) =>
          state.shown === shown && state.visible ? { shown, visible: revealMore(dogs, shown, (id) => state.visible!.has(id)) } : state,
        ),
      );
    }, 0);
    return () => clearTimeout(timer);
  }, [pending, current, dogs, shown]);
  return current.visible;
}
