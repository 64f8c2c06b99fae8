import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * The plain links of the frame and the pages that the app follows: those inside an element marked
 * `data-links-in-app`. The header and the footer hold plain links (as router links, their twenty took 5 % of the
 * server's time for an uncached page), the dog grids too (a grid of 1,000 cards would otherwise carry 1,000 router
 * links), and the deferred islands' links (the adoption guide below a dog) are server HTML until their code is
 * there, when a click would load the whole document. The frame follows a plain click on such a link to a page of
 * this site in the app, as a router link does (which leaves a handled click alone).
 */
const linksInApp = "[data-links-in-app] a[href]";

/** Where a click on a link goes in the app, or undefined when the browser should follow it itself. */
function appTargetOfClick(event: MouseEvent, origin: string): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest(linksInApp) : null;
  // A link for another window or a download is the browser's (the site's markup has no target="_self").
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return undefined;
  const url = new URL(link.href);
  if (url.origin !== origin) return undefined;
  return url.pathname + url.search + url.hash;
}

export function useLinksInApp() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const target = appTargetOfClick(event, window.location.origin);
      if (target === undefined) return;
      event.preventDefault();
      const here = window.location.pathname + window.location.search + window.location.hash;
      // As a router link: the page itself again replaces its history entry instead of adding one.
      void navigate(target, { replace: target === here });
    };
    document.addEventListener("click", follow, true);
    return () => document.removeEventListener("click", follow, true);
  }, [navigate]);
}
