import { Suspense, lazy, memo } from "react";

/** Spec 1 §4/§9: toasts about 4000 ms, hotkey Alt+T, region label "Notifications". */
export const TOAST_DURATION_MS = 4000;

const interactionEvents = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/** Resolves at the visitor's first interaction in the browser, at once on the server. */
function firstInteraction(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      for (const type of interactionEvents) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of interactionEvents) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

/**
 * Sonner's code (about 10 KB gzip) loads at the first interaction, not with
 * the page: a toast only ever answers something the visitor did, and a toast
 * raised before the Toaster subscribed is replayed by sonner. The server
 * renders the (empty) notifications region, and hydration keeps it in place
 * until the code is there.
 */
const SonnerToaster = lazy(() =>
  firstInteraction()
    .then(() => import("sonner"))
    .then(({ Toaster }) => ({ default: Toaster })),
);

/** Memoised: an update from the layout must not force the waiting region to client-render. */
export const Toaster = memo(function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        hotkey={["altKey", "KeyT"]}
        containerAriaLabel="Notifications"
        duration={TOAST_DURATION_MS}
        closeButton
        richColors
        position="top-center"
      />
    </Suspense>
  );
});
