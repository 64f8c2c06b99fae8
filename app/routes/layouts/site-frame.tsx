import type { ReactNode } from "react";
import { Outlet, isRouteErrorResponse, useRouteError } from "react-router";
import { deferredIsland, useIslandsStartWithNavigation } from "~/components/deferred-island";
import { Toaster } from "~/components/ui/toaster";
import { CookieBanner } from "~/features/consent/cookie-banner";
import { useInsightsBeacon } from "~/features/insights/beacon";
import { usePendingView } from "~/features/pending/pending-view";
import { useMessages } from "~/i18n/hooks";
import { useLinksInApp } from "~/framework/links-in-app";
import { SiteHeader } from "~/components/layout/site-header";
import { ErrorPage, NotFoundPage } from "~/components/layout/status-pages";

/**
 * The footer is links and addresses that work as server HTML: its code loads at the first interaction
 * (docs/decisions/0028-less-javascript-first-visit.md), not with every page. Its links, as the header's, are plain
 * links the frame follows in the app (framework/links-in-app.ts), with or without that code.
 */
const SiteFooter = deferredIsland(() => import("~/components/layout/site-footer").then((module) => module.SiteFooter));

/**
 * Everything around a page: skip link, sticky navigation, footer, cookie banner, notifications. While a
 * client-side navigation loads a page that has a pending view (skeleton, spinner), that view stands in the page's place.
 * It puts the shared layout (components/layout) and the features every page has (consent, insights, pending) together,
 * so it lives with the layout route, not in app/components (which builds on no feature).
 */
function SiteFrame({ children }: { children: ReactNode }) {
  const t = useMessages();
  const pendingView = usePendingView();
  useIslandsStartWithNavigation();
  useLinksInApp();
  useInsightsBeacon();
  return (
    <>
      <a href="#main" className="skip-link">
        {t.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {pendingView ?? children}
      </main>
      <SiteFooter />
      <CookieBanner />
      <Toaster />
    </>
  );
}

/** The pages' layout (site.tsx): the frame around the matched page. */
export function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** The pages' error boundary (site.tsx): not-found or error page, in the frame. */
export function SiteErrorBoundary() {
  const error = useRouteError();
  return <SiteFrame>{isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />}</SiteFrame>;
}
