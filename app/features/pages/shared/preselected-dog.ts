import { useLocation, useSearchParams } from "react-router";
import { DOG_QUERY_PARAMETER } from "~/features/forms/dog-enquiry";

/** A dog's name in the contact form is at most 100 characters (the form's own bound). */
const DOG_NAME_MAX = 100;

/**
 * The dog a visitor came from (a dog page's "ask about this dog" link):
 * navigation state `{ dogName }` in the browser, or the `dog` query parameter,
 * which also works on a first, server-rendered load and in shared links.
 */
export function usePreselectedDogName(): string | undefined {
  const state: unknown = useLocation().state;
  const [searchParams] = useSearchParams();
  const fromState = (state as { dogName?: unknown } | null)?.dogName;
  const name = typeof fromState === "string" ? fromState : searchParams.get(DOG_QUERY_PARAMETER);
  return name?.trim().slice(0, DOG_NAME_MAX) || undefined;
}
