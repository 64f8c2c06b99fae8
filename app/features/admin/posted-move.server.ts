import { data } from "react-router";

/**
 * What a list's arrows post (components/move-buttons.tsx): the item's `id` and `intent=up|down`. Anything else is
 * no request of the page's: 400.
 */
export async function postedMove(request: Request): Promise<{ id: string; direction: "up" | "down" }> {
  const form = await request.formData().catch(() => undefined);
  const intent = form?.get("intent");
  const id = form?.get("id");
  if ((intent !== "up" && intent !== "down") || typeof id !== "string") throw data("Bad Request", { status: 400 });
  return { id, direction: intent };
}
