import { Outlet, isRouteErrorResponse, useRouteError } from "react-router";
import { SiteFrame } from "~/components/layout/site-frame";
import { ErrorPage, NotFoundPage } from "~/components/layout/status-pages";

/**
 * The frame of every page. Its error boundary sits here, below the root, so
 * that the root loader (locale, origins, texts) still runs when a page's
 * loader or action fails, and the not-found and error pages keep the frame.
 */
export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <SiteFrame>{isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />}</SiteFrame>;
}
