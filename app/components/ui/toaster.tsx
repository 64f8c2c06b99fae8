import { deferredIsland } from "~/components/deferred-island";

/** Toasts stay about 4 s; Alt+T focuses them; their region is labelled "Notifications". */
export const TOAST_DURATION_MS = 4000;

/**
 * Sonner's code (about 10 KB gzip) loads at the first interaction, not with
 * the page: a toast only ever answers something the visitor did, and a toast
 * raised before the Toaster subscribed is replayed by sonner. The server
 * renders the (empty) notifications region, and hydration keeps it in place
 * until the code is there.
 */
const SonnerToaster = deferredIsland(() => import("sonner").then((sonner) => sonner.Toaster));

/** One array for every render, so the memoised island keeps its server HTML. */
const TOASTER_HOTKEY = ["altKey", "KeyT"];

export function Toaster() {
  return (
    <SonnerToaster
      hotkey={TOASTER_HOTKEY}
      containerAriaLabel="Notifications"
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      position="top-center"
    />
  );
}

/**
 * Shows a toast from page code without putting sonner in the page's bundle:
 * by the time someone clicked, the toaster's code is loading already.
 */
export function notify(kind: "success" | "error", message: string) {
  void import("sonner").then(({ toast }) => toast[kind](message));
}
