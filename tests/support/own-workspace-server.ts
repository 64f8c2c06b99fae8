import { type BrowserContext, expect } from "@playwright/test";
import { startProductionServer } from "../../scripts/production-server.mjs";
import { signInWith } from "./editors";
import { uniqueEmail } from "./mailbox";
import { freePort } from "./ports";
import { rawRequest } from "./raw-http";
import type { Locale } from "./site";

const LINK = /https?:\/\/[^\s]+\/admin\/login\/[A-Za-z0-9_-]{43}/g;

/**
 * A production server of the test's own whose workspace a test may change at will (settings, pages, posts): no
 * mail server, so its sign-in links come on its console (the fresh install's way), read here to sign an editor in.
 */
export async function ownWorkspaceServer(env: Record<string, string> = {}) {
  const editor = uniqueEmail("owner");
  const server = await startProductionServer({ port: await freePort(), stdout: "pipe", env: { EDITOR_EMAILS: editor, ...env } });
  let printed = "";
  server.child.stdout!.on("data", (chunk: Buffer) => (printed += chunk.toString()));

  /** Signs the server's editor in, in `context`, on `locale`'s host. */
  async function signIn(context: BrowserContext, locale: Locale) {
    const origin = server.origins[locale];
    const url = new URL(origin);
    const known = printed.match(LINK)?.length ?? 0;
    const asked = await rawRequest(Number(url.port), {
      method: "POST",
      path: "/admin/login",
      host: url.host,
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams({ email: editor }).toString(),
    });
    expect(asked.status).toBe(200);
    await expect.poll(() => printed.match(LINK)?.length ?? 0).toBeGreaterThan(known);
    const link = printed.match(LINK)!.at(-1)!;
    const [name, value] = (await signInWith(link)).split(/=(.*)/s) as [string, string];
    await context.addCookies([{ name, value, url: origin, httpOnly: true, sameSite: "Lax" }]);
  }

  return { ...server, editor, signIn };
}
