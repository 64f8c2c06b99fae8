import { redirect } from "react-router";
import { db } from "~/db/db.server";
import { workspacePaths } from "~/features/admin/paths";
import { signedInEditor } from "~/features/admin/signed-in.server";
import { clearedSessionCookieHeader, cookieSiteOf } from "~/features/admin/session-cookie.server";
import { endAllSessions, endSession } from "~/features/admin/sessions.server";
import type { Route } from "./+types/logout";

/**
 * `/admin/logout` takes a post: signs this browser out, or with `intent=everywhere` every browser of the
 * editor, and lands on the sign-in page saying so. (No sign-out by GET: a link on another site must not sign
 * anybody out.)
 */
export function loader() {
  throw redirect(workspacePaths.start, 303);
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = signedInEditor(context);
  const form = await request.formData().catch(() => undefined);
  const everywhere = form?.get("intent") === "everywhere";
  const database = await db();
  if (everywhere) await endAllSessions(database, editor.id);
  else await endSession(database, editor.sessionId);
  throw redirect(`${workspacePaths.login}?notice=${everywhere ? "signedOutEverywhere" : "signedOut"}`, {
    status: 303,
    headers: { "Set-Cookie": await clearedSessionCookieHeader(cookieSiteOf(request, context)) },
  });
}
