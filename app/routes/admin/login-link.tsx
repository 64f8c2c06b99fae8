import { data, redirect } from "react-router";
import { db } from "~/db/db.server";
import { SignInLinkPage, type SignInPageData } from "~/features/admin/components/sign-in-page";
import { configuredEditors } from "~/features/admin/editors.server";
import { workspacePaths } from "~/features/admin/paths";
import { cookieSiteOf, sessionCookieHeader } from "~/features/admin/session-cookie.server";
import { endSession } from "~/features/admin/sessions.server";
import { SIGN_IN_LINK_MINUTES, redeemSignInLink, signInLinkProblem } from "~/features/admin/sign-in.server";
import { addressErrorTexts } from "~/features/admin/editors-texts";
import { signInTexts } from "~/features/admin/sign-in-texts";
import type { Locale } from "~/i18n/locales";
import type { Route } from "./+types/login-link";

/**
 * `/admin/login/<token>`, the link of a sign-in mail. Opening it (GET) uses nothing: mail scanners open links,
 * and another site's link must not sign anybody in. The page's button posts: that uses the link, starts a
 * session and lands on `/admin` (303). A used, expired or unknown link, or one of the other host, shows why,
 * with the sign-in form again.
 */
const pageOf = (locale: Locale): SignInPageData => {
  return { texts: { ...signInTexts[locale], errors: addressErrorTexts[locale] }, minutes: SIGN_IN_LINK_MINUTES };
};

export async function loader({ request, params, context }: Route.LoaderArgs): Promise<SignInPageData> {
  const problem = await signInLinkProblem(await db(), { token: params.token, host: new URL(request.url).host });
  return { ...pageOf(context.locale), problem };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const database = await db();
  const outcome = await redeemSignInLink(database, { token: params.token, host: url.host, configured: configuredEditors() });
  if (outcome.status !== "signedIn") return data<SignInPageData>({ ...pageOf(context.locale), problem: outcome.status }, { status: 400 });
  // This browser's earlier session, if any, ends: it holds the new one now.
  if (context.editor) await endSession(database, context.editor.sessionId);
  throw redirect(workspacePaths.start, {
    status: 303,
    headers: { "Set-Cookie": await sessionCookieHeader(outcome.session.token, outcome.session.expiresAt, cookieSiteOf(request, context)) },
  });
}

export default function LoginLinkRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInLinkPage page={actionData ?? loaderData} />;
}
