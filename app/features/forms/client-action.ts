import type { ClientActionFunctionArgs } from "react-router";

/**
 * The browser half of `formAction` (route-action.server.ts), exported by every
 * page with a form as `clientAction`. It sits in the page's first-load code,
 * so it only forwards: what it does (send-form.ts: form values, sponsorship
 * rules) loads when a form is sent.
 */
export async function formClientAction(args: ClientActionFunctionArgs) {
  const { sendForm } = await import("./send-form");
  return sendForm(args);
}
