import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * The footer is a deferred island (docs/decisions/0028): until its code is there, its links are server HTML and
 * a click would load the whole document. The frame follows a plain click on a footer link to a page of this
 * site in the app, as the footer's own links do once their code is there (a click they see is then already
 * handled: React Router's links leave a handled click alone).
 */
export function useFooterLinksInApp() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("footer a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener("click", follow, true);
    return () => document.removeEventListener("click", follow, true);
  }, [navigate]);
}
