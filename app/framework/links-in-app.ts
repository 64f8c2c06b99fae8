import { useEffect } from "react";
import { useNavigate } from "react-router";
import { LINKS_IN_APP } from "./switches";

/**
 * The plain links of the frame and the pages that the app follows: those inside an element marked
 * `data-links-in-app`. The header and the footer hold plain links (as router links, their 22 took 5 % of the
 * server's time for an uncached page), the dog grids too (a grid of 1,000 cards would otherwise carry 1,000 router
 * links), and the deferred islands' links (the adoption guide below a dog) are server HTML until their code is
 * there, when a click would load the whole document. The frame follows a plain click on such a link to a page of
 * this site in the app, as a router link does (which leaves a handled click alone).
 */
const linksInApp = "[data-links-in-app] a[href]";

/** A plain primary click nobody has handled yet: one the app may follow instead of the browser (a router link's rule). */
export const isUnhandledPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function useLinksInApp() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!LINKS_IN_APP) return;
    const follow = (event: MouseEvent) => {
      if (!isUnhandledPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest(linksInApp) : null;
      // A link for another window, a download or the other language's site (the header's switch) is the browser's
      // (the site's markup has no target="_self").
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hreflang || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      // As a router link: the page itself again replaces its history entry instead of adding one.
      void navigate(url.pathname + url.search + url.hash, { replace: url.href === window.location.href });
    };
    document.addEventListener("click", follow, true);
    return () => document.removeEventListener("click", follow, true);
  }, [navigate]);
}
