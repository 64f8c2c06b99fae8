import { type ComponentType, useEffect } from "react";
import { useActionData } from "react-router";
import { deferredIsland, startIslands } from "~/components/deferred-island";

/**
 * A visitor form as pages place it (one module per form in `islands/`, so that a page's code holds only its own
 * forms; the dog page places its two forms with their chooser as one island, features/dogs/detail-route.tsx). Each form
 * posts to its own page (answer.ts), so a page placing one exports
 * `export { formAction as action } from "~/features/forms/route-action.server";` and
 * `export { formClientAction as clientAction } from "~/features/forms/client-action";`.
 *
 * The server renders a form completely; its browser code (validation,
 * sending, toasts: zod and sonner) loads at the visitor's first interaction
 * (components/deferred-island.tsx), or at once when the page shows a form's
 * answer or its address points at a form.
 */
export function formIsland<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Island = deferredIsland(load);
  return function FormIsland(props: Props) {
    const answered = useActionData() !== undefined;
    useEffect(() => {
      if (answered || hashPointsAtForm()) startIslands();
    }, [answered]);
    return <Island {...props} />;
  };
}

/** The address's fragment names a form box or an element around one (e.g. `#contact-form`, `#dog-form`). */
function hashPointsAtForm() {
  const target = window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
  return Boolean(target && (target.closest("[data-form-type]") ?? target.querySelector("[data-form-type]")));
}
