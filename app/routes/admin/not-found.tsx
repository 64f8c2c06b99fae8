import { data } from "react-router";
import { requireEditor } from "~/features/admin/require-editor.server";
import type { Route } from "./+types/not-found";

/** Any other path under /admin: the workspace's not-found page (404), for signed-in editors only. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireEditor(request, context);
  throw data(null, { status: 404 });
}
