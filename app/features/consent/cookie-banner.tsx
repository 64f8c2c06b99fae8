import { Suspense, lazy, useEffect, useState } from "react";
import { CONSENT_BANNER_DELAY_MS, announceConsentGranted, createConsent, readConsent, storeConsent } from "./consent";

/** The view's code loads when the banner shows, after the delay (decision 28): never with the page. */
const CookieBannerView = lazy(() => import("./cookie-banner-view").then((module) => ({ default: module.CookieBannerView })));

/** Hidden at first; shown after 3 s when no valid decision is stored. */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const stored = readConsent(window.localStorage);
    if (stored) {
      if (stored.analytics) announceConsentGranted(window, stored);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), CONSENT_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const decide = (analytics: boolean) => {
    const record = createConsent(analytics);
    storeConsent(window.localStorage, record);
    if (analytics) announceConsentGranted(window, record);
    setVisible(false);
  };

  return (
    <Suspense fallback={null}>
      <CookieBannerView decide={decide} />
    </Suspense>
  );
}
