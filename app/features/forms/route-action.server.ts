import type { ActionFunctionArgs } from "react-router";

/**
 * The action every page with a form exports (`export { formAction as action }`):
 * forms post to their own page (progressive enhancement) and share one service
 * with the JSON endpoints. Filled in by the Forms issue.
 */
export async function formAction(_args: ActionFunctionArgs) {
  throw new Response("Not implemented", { status: 501 });
}
