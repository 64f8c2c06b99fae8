import { useLocation, useSearchParams } from "react-router";

/**
 * The dog a visitor came from: navigation state `{ dogName }` (spec 2 §2) or
 * the `dog` query parameter, which also works on a first, server-rendered load.
 */
export function usePreselectedDogName(): string | undefined {
  const { state } = useLocation();
  const [searchParams] = useSearchParams();
  const fromState = (state as { dogName?: unknown } | null)?.dogName;
  const name = typeof fromState === "string" ? fromState : searchParams.get("dog");
  return name?.trim() || undefined;
}
