import { useEffect } from "react";
import { type NavigateOptions, useNavigate } from "react-router";
import { isUnhandledPlainClick } from "~/framework/links-in-app";
import { filtersFromSearchParams, filtersToSearchParams } from "../filter-query";

/**
 * The dog list's search and filter forms and its "more" link, marked `data-list-address`, change only the list's
 * address, with the list's code (the island of features/dogs/list-route.tsx) and before it is there, when the browser would load
 * the whole document: the list's data does not depend on the address (the list is filtered where it is shown), so it
 * is not loaded again, and the visitor stays where they are on the page.
 *
 * The forms: a submit bubbles to the document after React's own listener there, so a hydrated form's handler has had
 * its turn (and prevented the default when it handled the form); to an island without its code React dispatches
 * nothing. The "more" link has no handler of its own: it is followed here, with or without the list's code.
 */
const onlyTheAddress: NavigateOptions = { preventScrollReset: true, defaultShouldRevalidate: false };

export function useListAddressInApp() {
  const navigate = useNavigate();
  useEffect(() => {
    const send = (event: SubmitEvent) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches("form[method=get][data-list-address]")) return;
      event.preventDefault();
      // Read as the server and the list's code read it (the first value of a name counts: the pressed filter button's
      // comes before the hidden field with the current filter), written as the list writes it (no empty filters).
      const fields = [...new FormData(form, event.submitter)].filter((field): field is [string, string] => typeof field[1] === "string");
      const query = filtersToSearchParams(filtersFromSearchParams(new URLSearchParams(fields)));
      void navigate({ search: query.size ? `?${query}` : "" }, onlyTheAddress);
    };
    const follow = (event: MouseEvent) => {
      if (!isUnhandledPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest("a[data-list-address]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      event.preventDefault();
      void navigate({ search: new URL(link.href).search }, onlyTheAddress);
    };
    document.addEventListener("submit", send);
    // In the capture phase: React stops a click on an island without its code there.
    document.addEventListener("click", follow, true);
    return () => {
      document.removeEventListener("submit", send);
      document.removeEventListener("click", follow, true);
    };
  }, [navigate]);
}
