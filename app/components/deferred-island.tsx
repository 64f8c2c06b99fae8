import { type ComponentType, Suspense, lazy, memo } from "react";
import { useNavigation } from "react-router";

/**
 * Islands whose code loads at the visitor's first interaction, not with the
 * page (docs/decisions/0008-deferred-islands.md).
 *
 * The server renders an island like any component, so its HTML is complete
 * and works without JavaScript (native forms, links). In the browser the
 * island sits in a Suspense boundary whose lazy component resolves only at
 * the visitor's first interaction (`interactionEvents`): until
 * then React keeps the server HTML as it is (dehydrated) and hydrates it
 * once the code is there. Values typed into native fields meanwhile stay.
 */

/**
 * A pointer, key, touch or focus event anywhere on the page, or a step back or forward in the history: a
 * client-side navigation's loading state must not wait behind an island whose code has not loaded (React holds
 * a transition's render until the island's server HTML is hydrated; decision 14). A mouse moving over the page
 * counts: on a desktop the dog list's hearts (in its island) must not wait for a click elsewhere.
 */
const interactionEvents = ["pointerdown", "pointermove", "keydown", "focusin", "touchstart", "popstate"] as const;

let start: () => void = () => {};

/** Resolves at the first interaction (or `startIslands()`); at once on the server. */
const started: Promise<void> =
  typeof window === "undefined"
    ? Promise.resolve()
    : new Promise((resolve) => {
        start = () => {
          for (const type of interactionEvents) window.removeEventListener(type, start, true);
          resolve();
        };
        for (const type of interactionEvents) window.addEventListener(type, start, { capture: true, passive: true });
        // The page's scripts start after its load event (decision 10): a visitor who is in a field already has
        // interacted before they came.
        if (document.activeElement && document.activeElement !== document.body) start();
      });

/** Loads the islands' code now (e.g. the page shows a form's answer, or its address points at a form). */
export function startIslands() {
  start();
}

/**
 * A client-side navigation (or a form sent through the router) has started: the islands of the page it leads to have
 * no server HTML to keep, so their code loads at once. The visitor has nearly always interacted already (a click, a
 * key); this covers the rest, a navigation started by code (the favourites page moving to the stored list). Called by
 * the site frame, while rendering: React holds the navigation's render until the frame's dehydrated islands are
 * hydrated, so an effect after it would never run. Not at the end of hydration: a part of the page hydrated later
 * (streamed data, e.g. the hospice dogs) keeps its islands' server HTML as the rest does.
 */
export function useIslandsStartWithNavigation() {
  if (useNavigation().state !== "idle") start();
}

/**
 * An island of `load`'s component. Memoised: new props from a parent would
 * make React give up the waiting server HTML and render the island afresh.
 */
export function deferredIsland<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Island = lazy(() => started.then(load).then((component) => ({ default: component })));
  return memo(function DeferredIsland(props: Props) {
    return (
      <Suspense fallback={null}>
        <Island {...props} />
      </Suspense>
    );
  });
}
