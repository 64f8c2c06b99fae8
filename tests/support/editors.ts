import type { BrowserContext } from "@playwright/test";
import { type ReceivedMail } from "./fake-smtp";
import { uniqueEmail, waitForMail } from "./mailbox";
import { e2eOrigins, e2ePort } from "./ports";
import { rawRequest } from "./raw-http";
import type { Locale } from "./site";

/**
 * Editors for the end-to-end tests of the workspace (/admin). The e2e server knows one editor from the start
 * (EDITOR_EMAILS), whom global setup signs in once per host; a test that needs a signed-in browser gets an
 * editor of its own with `signInAsNewEditor` (added by that first editor, signed in by a mailed link), so
 * that tests in parallel never share a mailbox or a session.
 */

/** The e2e server's EDITOR_EMAILS. */
export const e2eFirstEditor = "e2e-editor@example.org";

const cookieVariable = (locale: Locale) => `E2E_EDITOR_COOKIE_${locale.toUpperCase()}`;

/** Global setup: signs the first editor in on both hosts and hands the session cookies to the test workers. */
export async function signInFirstEditor() {
  for (const locale of ["de", "es"] as const) process.env[cookieVariable(locale)] = await sessionCookieFor(locale, e2eFirstEditor);
}

const hostOf = (locale: Locale) => new URL(e2eOrigins()[locale]).host;

/** A request to a host's workspace as a program sends it (no Origin: no browser's cross-site form). */
function send(locale: Locale, method: string, path: string, { cookie, form }: { cookie?: string; form?: Record<string, string> } = {}) {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return rawRequest(e2ePort(), {
    method,
    path,
    host: hostOf(locale),
    headers: { ...(cookie ? { cookie } : {}), ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body,
  });
}

/** The sign-in link of a mail sent on `locale`'s host. */
export function signInLinkIn(mail: ReceivedMail, locale: Locale): string {
  const link = new RegExp(`${e2eOrigins()[locale]}/admin/login/[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no sign-in link of ${e2eOrigins()[locale]} in the mail "${mail.subject}"`);
  return link;
}

/** Waits for the sign-in mail of `address` on `locale`'s host. */
export const signInMail = (locale: Locale, address: string) =>
  waitForMail((mail) => mail.to.includes(address) && mail.text.includes(`${e2eOrigins()[locale]}/admin/login/`));

/**
 * Asks for a sign-in link, opens the mailed link, presses its page's button (posts its form) and returns the
 * session cookie that sets (`editor_session=…`).
 */
async function sessionCookieFor(locale: Locale, address: string): Promise<string> {
  const asked = await send(locale, "POST", "/admin/login", { form: { email: address } });
  if (asked.status !== 200) throw new Error(`asking for a sign-in link answered ${asked.status}`);
  return signInWith(signInLinkIn(await signInMail(locale, address), locale));
}

/**
 * Uses a sign-in link (of any server on this machine) as an editor does: opens its page, then presses its button;
 * returns the session cookie the button's answer sets (`editor_session=…`).
 */
export async function signInWith(link: string): Promise<string> {
  const url = new URL(link);
  const opened = await rawRequest(Number(url.port), { method: "GET", path: url.pathname, host: url.host });
  if (opened.status !== 200) throw new Error(`the sign-in link answered ${opened.status}`);
  const pressed = await rawRequest(Number(url.port), {
    method: "POST",
    path: url.pathname,
    host: url.host,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
  const cookie = [pressed.headers["set-cookie"] ?? []].flat().find((header) => header.startsWith("editor_session="));
  if (pressed.status !== 303 || !cookie) throw new Error(`the sign-in link's button answered ${pressed.status} without a session`);
  return cookie.split(";")[0]!;
}

/** Makes `address` an editor, as the first editor does it in the workspace. */
export async function addEditor(locale: Locale, address: string) {
  const cookie = process.env[cookieVariable(locale)];
  if (!cookie) throw new Error("the first editor is not signed in: tests/e2e/global-setup.ts signs them in");
  const added = await send(locale, "POST", "/admin/editors", { cookie, form: { email: address } });
  if (added.status !== 200) throw new Error(`adding an editor answered ${added.status}`);
}

/** A new editor of this test, signed in in `context` on `locale`'s host; returns their address. */
export async function signInAsNewEditor(context: BrowserContext, locale: Locale): Promise<string> {
  const address = uniqueEmail("editor");
  await addEditor(locale, address);
  const [name, value] = (await sessionCookieFor(locale, address)).split(/=(.*)/s) as [string, string];
  await context.addCookies([{ name, value, url: e2eOrigins()[locale], httpOnly: true, sameSite: "Lax" }]);
  return address;
}
