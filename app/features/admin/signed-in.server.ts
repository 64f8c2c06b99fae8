import { type MiddlewareFunction, redirect } from "react-router";
import type { RequestContext, SignedInEditor } from "~/context";
import { workspacePaths } from "./paths";
import { carriesSessionCookie } from "./session-cookie.server";

/**
 * The one guard of the workspace (the middleware of routes/admin/signed-in.tsx, the layout of every workspace route
 * but the sign-in pages): without a signed-in editor, found by the server for this request (server/workspace.ts),
 * no loader or action of it runs and the browser goes to the sign-in page (303). A request that still carried a
 * session cookie lands there with the note that the sign-in has ended.
 */
export const requireSignedInEditor: MiddlewareFunction<Response> = ({ request, context }) => {
  if (context.editor) return;
  const ended = carriesSessionCookie(request.headers.get("cookie"));
  throw redirect(ended ? `${workspacePaths.login}?notice=sessionEnded` : workspacePaths.login, 303);
};

/** The editor of a request the guard let through, for a workspace loader or action: who does what they do. */
export function signedInEditor(context: RequestContext): SignedInEditor {
  if (!context.editor) throw new Error("A workspace route outside routes/admin/signed-in.tsx: no guard ran");
  return context.editor;
}
