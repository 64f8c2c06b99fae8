import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outboxMessages, signInLinks } from "~/db/schema";
import { notifyOutbox } from "~/features/forms/outbox-signal.server";
import { consume } from "~/features/rate-limit/counter.server";
import type { Locale } from "~/i18n/locales";
import { editorIdForSignIn, isEditor } from "./editors.server";
import { signInLinkPath } from "./paths";
import { type NewSession, createSession } from "./sessions.server";
import { signInMail } from "./sign-in-mail";
import { newToken, tokenHash } from "~/lib/tokens.server";

/**
 * Sign-in without passwords: an editor asks for a link on one host, the link is mailed
 * through the outbox in that host's language, and it signs in once, within 15 minutes, on that host only.
 * An address that is no editor, or one over its limit, gets the same answer and no mail.
 */

export const SIGN_IN_LINK_LIFETIME_MS = 15 * 60_000;
export const SIGN_IN_LINK_MINUTES = SIGN_IN_LINK_LIFETIME_MS / 60_000;

const HOUR_MS = 60 * 60_000;
/** Links asked for one address per hour: enough for typos and a lost mail, too few to flood a mailbox. */
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
}

/** What happened; the person asking sees the same answer for all of them. */
export type SignInRequestOutcome = "sent" | "notEditor" | "limited";

/** The rate-limit key counting the sign-in links asked for one address (a hash: no address in the table). */
export const signInAddressKey = (address: string) => `sign-in-address:${tokenHash(address)}`;

/** Mails a sign-in link when `address` is an editor and neither it nor the client is over its limit. */
export async function requestSignInLink(database: Database, request: SignInRequest): Promise<SignInRequestOutcome> {
  // Both limits count every request; the address only as a hash (no address in the rate-limit table).
  const client = await consume(database, `sign-in-client:${request.clientIp}`, request.clientLimitPerHour, HOUR_MS);
  const address = await consume(database, signInAddressKey(request.address), SIGN_IN_LIMIT_PER_ADDRESS_PER_HOUR, HOUR_MS);
  if (!client.allowed || !address.allowed) return "limited";
  if (!(await isEditor(database, request.address, request.configured))) return "notEditor";

  await database.transaction(async (tx) => {
    // Links nobody can use any more are swept away when a new one is made.
    await tx.delete(signInLinks).where(sql`${signInLinks.expiresAt} <= now() - interval '1 day'`);
    const link = await createSignInLink(tx, request.address, request.origin);
    const mail = signInMail(request.locale, link, SIGN_IN_LINK_MINUTES);
    await tx.insert(outboxMessages).values({
      toAddress: request.address,
      locale: request.locale,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    });
  });
  notifyOutbox();
  return "sent";
}

export type LinkProblem = "used" | "expired" | "otherHost" | "invalid";

export type SignInOutcome = { status: "signedIn"; editorId: string; session: NewSession } | { status: LinkProblem };

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
    const [link] = await tx
      .select({
        email: signInLinks.email,
        host: signInLinks.host,
        used: sql<boolean>`${signInLinks.usedAt} is not null`,
        expired: sql<boolean>`${signInLinks.expiresAt} <= now()`,
      })
      .from(signInLinks)
      .where(eq(signInLinks.tokenHash, tokenHash(token)))
      .for("update");
    if (!link) return { status: "invalid" };
    if (link.host !== host.toLowerCase()) return { status: "otherHost" };
    if (link.used) return { status: "used" };
    if (link.expired) return { status: "expired" };
    const editorId = await editorIdForSignIn(tx, link.email, configured);
    if (!editorId) return { status: "invalid" };
    await tx
      .update(signInLinks)
      .set({ usedAt: sql`now()` })
      .where(eq(signInLinks.tokenHash, tokenHash(token)));
    return { status: "signedIn", editorId, session: await createSession(tx, editorId) };
  });
}
