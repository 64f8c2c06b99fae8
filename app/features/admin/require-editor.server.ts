import { type AppLoadContext, redirect } from "react-router";
import type { SignedInEditor } from "~/context";
import { workspacePaths } from "./paths";
import { carriesSessionCookie } from "./session-cookie.server";

/**
 * The guard of every workspace loader and action (except the sign-in pages): the signed-in editor, found by
 * the server for this request (server/workspace.ts), or a redirect (303) to the sign-in page. A request that
 * still carried a session cookie lands there with the note that the sign-in has ended. Call it first, before
 * reading a posted form:
 *
 *     export async function action({ request, context }: Route.ActionArgs) {
 *       const editor = requireEditor(request, context);
 */
export function requireEditor(request: Request, context: AppLoadContext): SignedInEditor {
  if (context.editor) return context.editor;
  const ended = carriesSessionCookie(request.headers.get("cookie"));
  throw redirect(ended ? `${workspacePaths.login}?notice=sessionEnded` : workspacePaths.login, 303);
}
