import { data, redirect } from "react-router";
import { env } from "~/config/env.server";
import { db } from "~/db/db.server";
import type { Locale } from "~/i18n/locales";
import type { SignInAnswer, SignInPageData } from "./components/sign-in-page";
import { editorAddress } from "./editor-address";
import { configuredEditors } from "./editors.server";
import { workspacePaths } from "./paths";
import { clearedSessionCookieHeader, cookieSiteOf, sessionCookieHeader } from "./session-cookie.server";
import { endAllSessions, endSession } from "./sessions.server";
import { signedInEditor } from "./signed-in.server";
import { SIGN_IN_LINK_MINUTES, redeemSignInLink, signInLinkProblem, signInRequested } from "./sign-in.server";
import { addressErrorTexts } from "./editors-texts";
import { signInTexts } from "./sign-in-texts";
import type { WorkspaceRouteArgs } from "./route-args";

/**
 * The loaders and actions of signing in and out (app/routes/admin/login.tsx, login-link.tsx, logout.tsx). The two
 * sign-in pages are the only workspace routes outside the guard (signed-in.tsx); signing out is behind it.
 */

/**
 * `/admin/login`: the sign-in form (its e-mail control is named `email`). Posting it mails a sign-in link
 * when the address is an editor's; every address gets the same answer, as fast.
 */

const notices = ["signedOut", "signedOutEverywhere", "sessionEnded"] as const;
type Notice = (typeof notices)[number];
const isNotice = (value: string | null): value is Notice => notices.includes(value as Notice);

export function loginLoader({ request, context }: WorkspaceRouteArgs): SignInPageData {
  if (context.editor) throw redirect(workspacePaths.start, 303);
  const texts = signInTexts[context.locale];
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    texts: { ...texts, errors: addressErrorTexts[context.locale] },
    minutes: SIGN_IN_LINK_MINUTES,
    notice: isNotice(notice) ? texts.notices[notice] : undefined,
  };
}

export async function loginAction({ request, context }: WorkspaceRouteArgs) {
  const form = await request.formData().catch(() => undefined);
  if (!form) throw data("Unreadable form", { status: 400 });
  const entered = form.get("email");
  const address = editorAddress(entered);
  if (!address) return data<SignInAnswer>({ status: "invalid", email: typeof entered === "string" ? entered : "" }, { status: 400 });
  // Answered before the address is looked at: the same answer for every address, in the same time.
  signInRequested(
    await db(),
    {
      address,
      locale: context.locale,
      origin: context.origins[context.locale],
      clientIp: context.clientIp,
      configured: configuredEditors(),
      clientLimitPerHour: env().SIGN_IN_RATE_LIMIT_PER_HOUR,
      printLink: !env().SMTP_URL,
    },
    context.logger,
  );
  return data<SignInAnswer>({ status: "sent", email: address });
}

/**
 * `/admin/login/<token>`, the link of a sign-in mail. Opening it (GET) uses nothing: mail scanners open links,
 * and another site's link must not sign anybody in. The page's button posts: that uses the link, starts a
 * session and lands on `/admin` (303). A used, expired or unknown link, or one of the other host, shows why,
 * with the sign-in form again.
 */
const pageOf = (locale: Locale): SignInPageData => {
  return { texts: { ...signInTexts[locale], errors: addressErrorTexts[locale] }, minutes: SIGN_IN_LINK_MINUTES };
};

export async function loginLinkLoader(token: string, { request, context }: WorkspaceRouteArgs): Promise<SignInPageData> {
  const problem = await signInLinkProblem(await db(), { token, host: new URL(request.url).host });
  return { ...pageOf(context.locale), problem };
}

export async function loginLinkAction(token: string, { request, context }: WorkspaceRouteArgs) {
  const url = new URL(request.url);
  const database = await db();
  const outcome = await redeemSignInLink(database, { token, host: url.host, configured: configuredEditors() });
  if (outcome.status !== "signedIn") return data<SignInPageData>({ ...pageOf(context.locale), problem: outcome.status }, { status: 400 });
  // This browser's earlier session, if any, ends: it holds the new one now.
  if (context.editor) await endSession(database, context.editor.sessionId);
  throw redirect(workspacePaths.start, {
    status: 303,
    headers: { "Set-Cookie": await sessionCookieHeader(outcome.session.token, outcome.session.expiresAt, cookieSiteOf(request, context)) },
  });
}

/**
 * `/admin/logout` takes a post: signs this browser out, or with `intent=everywhere` every browser of the
 * editor, and lands on the sign-in page saying so. (No sign-out by GET: a link on another site must not sign
 * anybody out.)
 */
export function logoutLoader() {
  throw redirect(workspacePaths.start, 303);
}

export async function logoutAction({ request, context }: WorkspaceRouteArgs) {
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
