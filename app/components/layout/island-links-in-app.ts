import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * Links inside a deferred island (docs/decisions/0028): the footer's, and those inside an element marked
 * `data-island-links` (the adoption guide below a dog, the dog grids, deferred or not). Until the island's code is
 * there they are server HTML, and a click would load the whole document. The frame follows a plain click on such a
 * link to a page of this site in the app, as the link's own code does later (a click it sees is then already
 * handled: React Router's links leave a handled click alone). The dog grids' cards hold plain links for good: a grid
 * of 1,000 cards would otherwise carry 1,000 router links.
 */
const islandLinks = "footer a[href], [data-island-links] a[href]";

export function useIslandLinksInApp() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest(islandLinks) : null;
      // A link for another window or a download is the browser's (the site's markup has no target="_self").
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener("click", follow, true);
    return () => document.removeEventListener("click", follow, true);
  }, [navigate]);
}
