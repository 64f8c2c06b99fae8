import type { FieldErrors } from "../schemas/common";

export type SendResult = { ok: true } | { ok: false; fieldErrors?: FieldErrors };

/**
 * Posts a form to its JSON endpoint. Only a 2xx counts as sent; a 400 with
 * field errors (the server's rules differ from the browser's, e.g. at
 * midnight) goes back to the form; anything else is a failure to show.
 */
export async function sendJson(url: string, body: unknown): Promise<SendResult> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (response.ok) return { ok: true };
    const answer: { fieldErrors?: FieldErrors } | undefined =
      response.status === 400 ? await response.json().catch(() => undefined) : undefined;
    if (answer?.fieldErrors && Object.keys(answer.fieldErrors).length > 0) return { ok: false, fieldErrors: answer.fieldErrors };
    console.error(`form not sent: ${url} answered ${response.status}`);
  } catch (error) {
    console.error("form not sent", error);
  }
  return { ok: false };
}
