import { redirect } from "react-router";
import { db } from "~/db/db.server";
import { SignInPage, type SignInPageData } from "~/features/admin/components/sign-in-page";
import { configuredEditors } from "~/features/admin/editors.server";
import { workspacePaths } from "~/features/admin/paths";
import { sessionCookieHeader } from "~/features/admin/session-cookie.server";
import { endSession } from "~/features/admin/sessions.server";
import { SIGN_IN_LINK_MINUTES, redeemSignInLink } from "~/features/admin/sign-in.server";
import { workspaceTexts } from "~/features/admin/texts";
import type { Route } from "./+types/login-link";

/**
 * `/admin/login/<token>`, the link of a sign-in mail: opening it (GET) uses the link, starts a session and
 * lands on `/admin` (303). A used, expired or unknown link, or one of the other host, shows why, with the
 * sign-in form again. A HEAD request (a mail program looking at the link) uses nothing.
 */
export async function loader({ request, params, context }: Route.LoaderArgs): Promise<SignInPageData> {
  const texts = workspaceTexts[context.locale];
  const page = { texts: { ...texts.login, errors: texts.errors }, minutes: SIGN_IN_LINK_MINUTES };
  if (request.method === "HEAD") return page;
  const url = new URL(request.url);
  const database = await db();
  const outcome = await redeemSignInLink(database, { token: params.token, host: url.host, configured: configuredEditors() });
  if (outcome.status !== "signedIn") return { ...page, problem: outcome.status };
  // This browser's earlier session, if any, ends: it holds the new one now.
  if (context.editor) await endSession(database, context.editor.sessionId);
  throw redirect(workspacePaths.start, {
    status: 303,
    headers: { "Set-Cookie": await sessionCookieHeader(outcome.session.token, { secure: url.protocol === "https:" }) },
  });
}

export default function LoginLinkRoute({ loaderData }: Route.ComponentProps) {
  return <SignInPage page={loaderData} />;
}
