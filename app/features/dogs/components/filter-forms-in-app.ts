import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * The dog list's search and filter forms (GET forms marked `data-form-in-app`) are sent in the app while the list's
 * island has no code yet (routes/dogs.tsx): without it the browser would load the whole document. As the list's own
 * code does, only the address changes: the list's data does not depend on it (the list is filtered where it is
 * shown), so it is not loaded again, and the visitor stays where they are on the page.
 *
 * A submit bubbles to the document after React's own listener there: a hydrated form's handler has had its turn
 * and prevented the default when it handled the form; to an island without its code React dispatches nothing.
 */
export function useFilterFormsInApp() {
  const navigate = useNavigate();
  useEffect(() => {
    const send = (event: SubmitEvent) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches("form[data-form-in-app]")) return;
      event.preventDefault();
      // The fields make the query, as the browser sends them; an empty field is no filter.
      const query = new URLSearchParams();
      for (const [name, value] of new FormData(form, event.submitter)) if (typeof value === "string" && value) query.append(name, value);
      void navigate({ search: query.size ? `?${query}` : "" }, { preventScrollReset: true, defaultShouldRevalidate: false });
    };
    document.addEventListener("submit", send);
    return () => document.removeEventListener("submit", send);
  }, [navigate]);
}
