import { type ReactElement, useEffect, useState } from "react";
import { type Location, useNavigation } from "react-router";
import { useSite } from "~/i18n/hooks";

/** Below this wait a pending view would only flash. */
const PENDING_VIEW_AFTER_MS = 150;

/**
 * The pending view (skeleton, spinner: pending-views.tsx) of the page that a client-side
 * navigation or revalidation is loading, once it has taken PENDING_VIEW_AFTER_MS; undefined otherwise. React
 * Router tells the pending location (`useNavigation`), not the pending route, whose module and `handle` may not
 * even be loaded yet: the page is found by its path among those of its language (root loader data; docs/decisions/0014-pending-states.md).
 * The views' code loads when a navigation starts, not with the page.
 */
export function usePendingView(): ReactElement | undefined {
  const navigation = useNavigation();
  const { paths } = useSite();
  const target = navigation.state === "loading" ? navigation.location : undefined;
  const [shown, setShown] = useState<{ target: Location; view?: ReactElement }>();

  useEffect(() => {
    if (!target) return;
    const views = import("./pending-views");
    const timer = setTimeout(() => {
      void views.then(({ pendingViewAt }) => setShown({ target, view: pendingViewAt(target.pathname, paths) }));
    }, PENDING_VIEW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [target, paths]);

  // Only for the navigation it was chosen for: a later one waits its own moment.
  return shown && shown.target === target ? shown.view : undefined;
}
