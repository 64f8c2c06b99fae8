import { type ComponentType, useEffect, useState } from "react";
import { CONSENT_BANNER_DELAY_MS, announceConsentGranted, createConsent, readConsent, storeConsent } from "./consent";

type BannerView = ComponentType<{ decide: (analytics: boolean) => void }>;

/**
 * Hidden at first; shown after 3 s when no valid decision is stored. The view's code is fetched then, not with
 * the page (decision 28), and the banner shows once it is there (no Suspense: nothing to show meanwhile).
 */
export function CookieBanner() {
  const [View, setView] = useState<BannerView | null>(null);

  useEffect(() => {
    let timer: number | undefined;
    // Read in a task after the hydration's effects (a message, which no test clock holds): a page's first use of
    // localStorage waits for the browser, 3–8 ms observed in Lighthouse's run, which shared the task of every other
    // effect of the page (decision 71). A view that loads after the frame has gone sets the state of nothing.
    const afterEffects = new MessageChannel();
    afterEffects.port1.onmessage = () => {
      const stored = readConsent(window.localStorage);
      if (!stored) {
        timer = window.setTimeout(
          () => void import("./cookie-banner-view").then((module) => setView(() => module.CookieBannerView)),
          CONSENT_BANNER_DELAY_MS,
        );
      } else if (stored.analytics) announceConsentGranted(window, stored);
    };
    afterEffects.port2.postMessage(0);
    return () => {
      afterEffects.port1.close();
      window.clearTimeout(timer);
    };
  }, []);

  if (!View) return null;

  const decide = (analytics: boolean) => {
    const record = createConsent(analytics);
    storeConsent(window.localStorage, record);
    if (analytics) announceConsentGranted(window, record);
    setView(null);
  };

  return <View decide={decide} />;
}
