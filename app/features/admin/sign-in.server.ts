import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import { outboxMessages, signInLinks } from "~/db/schema";
import { notifyOutbox } from "~/platform/mail/outbox-signal.server";
import { clientKey, consume } from "~/features/rate-limit/counter.server";
import type { Locale } from "~/i18n/locales";
import { editorIdForSignIn, isEditor } from "./editors.server";
import { signInLinkPath } from "./paths";
import { type NewSession, createSession } from "./sessions.server";
import { signInMail } from "./sign-in-mail";
import { newToken, tokenHash } from "~/lib/tokens.server";

/**
 * Sign-in without passwords: an editor asks for a link on one host, the link is mailed
 * through the outbox in that host's language, and it signs in once, within 15 minutes, on that host only.
 * An address that is no editor, or one over its limit, gets the same answer and no mail, as fast.
 */

export const SIGN_IN_LINK_LIFETIME_MS = 15 * 60_000;
export const SIGN_IN_LINK_MINUTES = SIGN_IN_LINK_LIFETIME_MS / 60_000;

const HOUR_MS = 60 * 60_000;
/**
 * Links asked for one address per hour from one client: enough for typos and a lost mail. Counted per client, so
 * that strangers asking for an editor's address cannot use up the editor's own requests; a mailbox gets at most
 * this many an hour from each client address, and each client at most SIGN_IN_RATE_LIMIT_PER_HOUR in all.
 */
export const SIGN_IN_LIMIT_PER_ADDRESS_PER_HOUR = 5;

/**
 * A new link for `address` on `origin` (one of the site's configured origins, never a request's Host
 * header: a forged Host must not put a stranger's address into the mail). Valid on that origin's host.
 */
export async function createSignInLink(database: Pick<Database, "insert">, address: string, origin: string): Promise<string> {
  const token = newToken();
  await database.insert(signInLinks).values({
    tokenHash: tokenHash(token),
    email: address,
    host: new URL(origin).host,
    expiresAt: sql`now() + ${`${SIGN_IN_LINK_LIFETIME_MS} milliseconds`}::interval`,
  });
  return origin + signInLinkPath(token);
}

export interface SignInRequest {
  address: string;
  locale: Locale;
  /** The configured origin of the host the link was asked on. */
  origin: string;
  clientIp: string;
  configured: readonly string[];
  /** Requests per client address and hour (SIGN_IN_RATE_LIMIT_PER_HOUR). */
  clientLimitPerHour: number;
  /**
   * No mail server (SMTP_URL unset): the link is also printed on the server's console, once, as a plain line,
   * so that an install without mail can sign in. Never through the JSON log, which log collectors keep.
   */
  printLink: boolean;
}

/** What happened; the person asking sees the same answer for all of them. */
export type SignInRequestOutcome = "sent" | "notEditor" | "limited";

/**
 * The rate-limit key counting the sign-in links asked for one address (a hash: no address in the table); each
 * client's count is kept under it followed by `:` and the hash of the client's address.
 */
export const signInAddressKey = (address: string) => `sign-in-address:${tokenHash(address)}`;

/** Mails a sign-in link when `address` is an editor and neither the client nor the address from it is over its limit. */
export async function requestSignInLink(database: Database, request: SignInRequest): Promise<SignInRequestOutcome> {
  // Both limits count every request; the address only as a hash (no address in the rate-limit table).
  const client = await consume(database, `sign-in-client:${clientKey(request.clientIp)}`, request.clientLimitPerHour, HOUR_MS);
  const addressKey = `${signInAddressKey(request.address)}:${clientKey(request.clientIp)}`;
  const address = await consume(database, addressKey, SIGN_IN_LIMIT_PER_ADDRESS_PER_HOUR, HOUR_MS);
  if (!client.allowed || !address.allowed) return "limited";
  if (!(await isEditor(database, request.address, request.configured))) return "notEditor";

  const link = await database.transaction(async (tx) => {
    // Links nobody can use any more are swept away when a new one is made.
    await tx.delete(signInLinks).where(sql`${signInLinks.expiresAt} <= now() - interval '1 day'`);
    const created = await createSignInLink(tx, request.address, request.origin);
    const mail = signInMail(request.locale, created, SIGN_IN_LINK_MINUTES);
    await tx.insert(outboxMessages).values({
      toAddress: request.address,
      locale: request.locale,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    });
    return created;
  });
  notifyOutbox();
  if (request.printLink) console.log(`Sign-in link for ${request.address} (valid ${SIGN_IN_LINK_MINUTES} minutes): ${link}`);
  return "sent";
}

/**
 * The sign-in form's post: answered at once, while the request (limits, the editor check, the link and its mail)
 * goes on behind the answer, whose time so tells nobody whether the address is an editor's. Its outcome is logged,
 * never the address.
 */
export function signInRequested(database: Database, request: SignInRequest, log: Pick<Logger, "info" | "error">): void {
  requestSignInLink(database, request).then(
    (outcome) => log.info({ outcome }, "workspace: sign-in link requested"),
    (error: unknown) => log.error({ err: error }, "workspace: sign-in link request failed"),
  );
}

export type LinkProblem = "used" | "expired" | "otherHost" | "invalid";

export type SignInOutcome = { status: "signedIn"; editorId: string; session: NewSession } | { status: LinkProblem };

/** A link's row as the checks need it. */
const linkRow = (database: Pick<Database, "select">, token: string) =>
  database
    .select({
      email: signInLinks.email,
      host: signInLinks.host,
      used: sql<boolean>`${signInLinks.usedAt} is not null`,
      expired: sql<boolean>`${signInLinks.expiresAt} <= now()`,
    })
    .from(signInLinks)
    .where(eq(signInLinks.tokenHash, tokenHash(token)));

type LinkRow = Awaited<ReturnType<typeof linkRow>>[number];

function problemOf(link: LinkRow | undefined, host: string): LinkProblem | undefined {
  if (!link) return "invalid";
  if (link.host !== host.toLowerCase()) return "otherHost";
  if (link.used) return "used";
  if (link.expired) return "expired";
  return undefined;
}

/**
 * What stands in the way of a link's token on `host`, if anything, without using it: opening a link (GET) shows
 * its page with the button that signs in (a POST), so that mail scanners opening links use none.
 */
export async function signInLinkProblem(database: Database, { token, host }: { token: string; host: string }) {
  const [link] = await linkRow(database, token);
  return problemOf(link, host);
}

/**
 * Uses a link's token on `host`: once, within its 15 minutes, on the host it was asked on, for an address
 * that is (still) an editor. Signs in with a new session. The link's row is locked while it is used, so two
 * clicks at once sign in once.
 */
export async function redeemSignInLink(
  database: Database,
  { token, host, configured }: { token: string; host: string; configured: readonly string[] },
): Promise<SignInOutcome> {
  return database.transaction(async (tx): Promise<SignInOutcome> => {
    const [link] = await linkRow(tx, token).for("update");
    const problem = problemOf(link, host);
    if (problem) return { status: problem };
    const editorId = await editorIdForSignIn(tx, link!.email, configured);
    if (!editorId) return { status: "invalid" };
    await tx
      .update(signInLinks)
      .set({ usedAt: sql`now()` })
      .where(eq(signInLinks.tokenHash, tokenHash(token)));
    return { status: "signedIn", editorId, session: await createSession(tx, editorId) };
  });
}
