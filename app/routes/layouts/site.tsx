/**
 * The frame of every page. Its error boundary sits here, below the root, so
 * that the root loader (locale, origins, texts) still runs when a page's
 * loader or action fails, and the not-found and error pages keep the frame.
 * Both live with the frame (one script for every page).
 */
export { SiteLayout as default, SiteErrorBoundary as ErrorBoundary } from "./site-frame";
