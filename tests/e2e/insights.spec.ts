import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, type APIResponse, expect, request, test } from "../support/test";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { openDatabase, pgliteDirIn, queryRows } from "~/db/client.server";
import { dogSlug } from "~/features/dogs/slug";
import { ownWorkspaceServer } from "../support/own-workspace-server";

/**
 * Insights without tracking (issue 37), on a server of the test's own that trusts the proxy on this machine
 * (TRUST_PROXY=loopback), so that two visitors come from two addresses (X-Forwarded-For): they view a dog's page
 * five times in all, the first rendered and the rest from the page cache at the front door, and one of them asks
 * to adopt the dog. The workspace's insights show 5 views, 2 visitors and 1 request for the dog; no public answer
 * sets a cookie, and afterwards no table holds an address or a user agent. In a browser, the beacon sends a dog-list
 * search that found nothing, and nothing when analytics were declined in the cookie banner.
 */
const addresses = { a: "203.0.113.71", b: "198.51.100.42" };
const userAgents = {
  a: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Visitor/alpha7",
  b: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0 Visitor/beta9",
};

let server: Awaited<ReturnType<typeof ownWorkspaceServer>>;
let dataDir: string;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "site-insights-"));
  server = await ownWorkspaceServer({ DATA_DIR: dataDir, TRUST_PROXY: "loopback", INSIGHTS_FLUSH_SECONDS: "1" });
});
test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const visitor = (who: "a" | "b", headers: Record<string, string> = {}) =>
  request.newContext({ extraHTTPHeaders: { "X-Forwarded-For": addresses[who], "User-Agent": userAgents[who], ...headers } });

/** What a public answer must not do: set a cookie. */
function expectNoCookie(response: APIResponse) {
  expect(response.headers()["set-cookie"], `${response.url()} sets a cookie`).toBeUndefined();
}

test("two visitors view a dog five times, one asks to adopt it: 5 views, 2 visitors, 1 request; no cookie, no address or user agent kept", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  const de = server.origins.de;
  const api = await request.newContext();
  const { dogs } = (await (await api.get(`${de}/api/fetch-dogs`)).json()) as { dogs: { id: string; name: string; title: string }[] };
  await api.dispose();
  const dog = dogs.find((candidate) => candidate.id && candidate.name?.trim() && candidate.title?.trim())!;
  const dogPath = `/hunde/${dogSlug(dog.name, dog.id)}`;

  const a = await visitor("a");
  const b = await visitor("b");
  const declined = await visitor("b", { DNT: "1" });
  const bot = await request.newContext({
    extraHTTPHeaders: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
  });
  const get = async (context: APIRequestContext, target: string) => {
    const response = await context.get(`${de}${target}`);
    expect(response.status()).toBe(200);
    expectNoCookie(response);
    return response;
  };
  try {
    // Five views in all: the first rendered, the others kept pages answered at the front door.
    await get(a, dogPath);
    await get(b, dogPath);
    for (const context of [a, a, b]) expect((await get(context, dogPath)).headers()["x-cache"]).toBe("HIT");
    // Neither a visitor who declines (DNT) nor a bot is counted.
    await get(declined, dogPath);
    await get(bot, dogPath);
    // Other answers a visitor gets set no cookie either: the list, the home page, the beacon, the form.
    await get(a, "/hunde");
    await get(b, "/");
    const beacon = await a.post(`${de}/api/insights`, {
      headers: { "content-type": "text/plain;charset=UTF-8", origin: de },
      data: JSON.stringify({ e: "share", p: dogPath }),
    });
    expect(beacon.status()).toBe(204);
    expectNoCookie(beacon);
    const sent = await b.post(`${de}/api/send-form-email`, {
      data: {
        formType: "adoption",
        locale: "de",
        data: {
          dog: dog.title,
          name: "Maria Muster",
          email: "maria@example.org",
          phone: "+49 170 1234567",
          livingSituation: "Haus mit Garten am Stadtrand.",
          experience: "Zwei Hunde in zwanzig Jahren.",
          message: `${dog.title} wäre bei uns sehr willkommen!`,
          privacyAccepted: true,
          website: "",
        },
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    expectNoCookie(sent);
  } finally {
    for (const context of [a, b, declined, bot]) await context.dispose();
  }

  await server.signIn(context, "de");
  // The CSV per dog (CONTRACT "Insights"): dog_id, views, visitors, requests.
  const csvRow = async () => {
    const response = await page.request.get(`${de}/admin/insights.csv?separator=comma`);
    expect(response.status()).toBe(200);
    const rows = parse<Record<string, string>>(await response.text(), { columns: true, bom: true });
    return rows.find((row) => row.dog_id === dog.id);
  };
  await expect.poll(async () => (await csvRow())?.views, { timeout: 15_000 }).toBe("5");
  expect(await csvRow()).toMatchObject({ dog_id: dog.id, views: "5", visitors: "2", requests: "1", adoption_requests: "1", shares: "1" });

  await page.goto(`${de}/admin/insights`);
  await expect(page.getByRole("heading", { level: 1, name: "Besuche" })).toBeVisible();
  const row = page.locator(`tr[data-dog-id="${dog.id}"]`);
  const cells = row.getByRole("cell");
  // Days online, views, visitors, favourites, shares, prints, adoption, sponsorship, requests, per 100.
  await expect(cells.nth(1)).toHaveText("5");
  await expect(cells.nth(2)).toHaveText("2");
  await expect(cells.nth(4)).toHaveText("1");
  await expect(cells.nth(8)).toHaveText("1");
  await expect(cells.nth(9)).toHaveText("50");
  await expect(page.getByTestId("insights-chart")).toBeVisible();
  await expect(page.locator('[data-total="views"]')).toHaveText("7");
  await expect(page.getByRole("cell", { name: dogPath, exact: true })).toBeVisible();

  // The beacon, in a browser: a search of the dog list that finds nothing is sent (its words only), and counted.
  const consentRecord = (analytics: boolean) =>
    JSON.stringify({ analytics, timestamp: new Date().toISOString(), expiry: new Date(Date.now() + 86_400_000).toISOString() });
  const browsing = async (analytics: boolean | undefined) => {
    const visiting = await browser.newContext({ userAgent: userAgents.a, extraHTTPHeaders: { "X-Forwarded-For": addresses.a } });
    if (analytics !== undefined)
      await visiting.addInitScript((record) => localStorage.setItem("cookie-consent", record), consentRecord(analytics));
    const tab = await visiting.newPage();
    const posted: string[] = [];
    const isBeacon = (sent: { method: () => string; url: () => string }) =>
      sent.method() === "POST" && new URL(sent.url()).pathname === "/api/insights";
    tab.on("request", (sent) => isBeacon(sent) && posted.push(sent.postData() ?? ""));
    // Answered by the server: closing the context before would cancel a beacon still on its way.
    let answered = 0;
    tab.on("requestfinished", (sent) => isBeacon(sent) && answered++);
    return { visiting, tab, posted, answered: () => answered };
  };
  const searching = await browsing(undefined);
  await searching.tab.goto(`${de}/hunde?q=zzquux`);
  await expect
    .poll(() => searching.posted.map((body) => JSON.parse(body) as unknown))
    .toEqual([{ e: "emptySearch", p: "/hunde", w: "zzquux" }]);
  await expect.poll(searching.answered).toBe(1);
  await searching.visiting.close();
  // Declined in the cookie banner: the beacon loads and sends nothing.
  const declining = await browsing(false);
  const beaconLoaded = declining.tab.waitForResponse((answer) => new URL(answer.url()).pathname === "/insights.js");
  await declining.tab.goto(`${de}/hunde?q=zzdeclined`);
  await beaconLoaded;
  await declining.tab.waitForTimeout(2_500);
  expect(declining.posted).toEqual([]);
  await declining.visiting.close();
  await page.goto(`${de}/admin/insights`);
  const searches = page.getByRole("region", { name: "Suchen in der Hundeliste ohne Treffer" });
  await expect(searches).toContainText("zzquux");
  await expect(searches).not.toContainText("zzdeclined");

  // Stopped (its last counts added), the server's database is read: no address, no user agent in any table (the
  // forms' rate limit keeps a hash of the address, not the address).
  await server.stop();
  const handle = await openDatabase({ pgliteDir: pgliteDirIn(dataDir) });
  try {
    const tables = await queryRows<{ name: string }>(handle.db, sql`select tablename as name from pg_tables where schemaname = 'public'`);
    expect(tables.map((table) => table.name)).toContain("insights_daily");
    for (const { name } of tables) {
      const rows = await queryRows<{ line: string }>(handle.db, sql`select row_to_json(t)::text as line from ${sql.identifier(name)} as t`);
      const text = rows.map((row) => row.line).join("\n");
      for (const kept of [addresses.a, addresses.b, "Visitor/alpha7", "Visitor/beta9", "Chrome/131", "Firefox/133"]) {
        expect(text, `${name} holds ${kept}`).not.toContain(kept);
      }
    }
  } finally {
    await handle.close();
  }
});
