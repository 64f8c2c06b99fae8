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
    const stored = readConsent(window.localStorage);
    if (stored) {
      if (stored.analytics) announceConsentGranted(window, stored);
      return;
    }
    let waiting = true;
    const timer = window.setTimeout(
      () =>
        void import("./cookie-banner-view").then((module) => {
          if (waiting) setView(() => module.CookieBannerView);
        }),
      CONSENT_BANNER_DELAY_MS,
    );
    return () => {
      waiting = false;
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
