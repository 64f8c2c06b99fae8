import { useEffect } from "react";

/** The beacon's file (public/insights.js): a few hundred bytes written minified by hand, no module of the app; what it sends and when it stays silent: decision 0040. */
export const BEACON_SRC = "/insights.js";

/**
 * Loads the insights' beacon once the page's own code has run (after hydration), on the public pages only: it counts
 * favourites added, shares, print sheets and empty dog-list searches (docs/decisions/0040). Without JavaScript there
 * is nothing to count of those.
 */
let beaconLoaded = false;

export function useInsightsBeacon() {
  useEffect(() => {
    // Once per document: the error boundary's frame mounts it again.
    if (beaconLoaded) return;
    beaconLoaded = true;
    const script = document.createElement("script");
    script.src = BEACON_SRC;
    script.async = true;
    document.body.append(script);
  }, []);
}
