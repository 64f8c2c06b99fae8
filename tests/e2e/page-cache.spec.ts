import { createHash, randomBytes } from "node:crypto";
import { type APIRequestContext, expect, test } from "../support/test";
import pg from "pg";
import { createCookie } from "react-router";
import { startProductionServer } from "../../scripts/production-server.mjs";
import { fixtureDogs } from "../support/dog-fixture";
import { FakeDogSource } from "../support/fake-dog-source";
import { freePort } from "../support/ports";
import { waitForHydration } from "../support/network";

/**
 * The page cache with two instances on one PostgreSQL: pages are answered from memory with a fresh nonce each
 * time, and a change of the dog list or of a post reaches the pages of both instances.
 */
test.describe.configure({ mode: "serial" });

const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const databaseName = `site_e2e_cache_${randomBytes(5).toString("hex")}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();

async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

let source: FakeDogSource;
let instances: Awaited<ReturnType<typeof startProductionServer>>[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await sql(adminUrl, `create database ${databaseName}`);
  source = new FakeDogSource();
  await source.listen();
  const env = { DATABASE_URL: databaseUrl, DOGS_SOURCE_URL: source.dogListUrl, DOG_IMAGES_BASE_URL: source.url, DOGS_REFRESH_SECONDS: "1" };
  // One after the other: the first applies the migrations and the samples.
  instances.push(await startProductionServer({ port: await freePort(), env }));
  instances.push(await startProductionServer({ port: await freePort(), env }));
});

test.afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  instances = [];
  await source?.close();
  await sql(adminUrl, `drop database if exists ${databaseName} with (force)`);
});

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

/** A GET to an instance as a client of the language's host sends it (Node does not resolve es.localhost). */
async function page(request: APIRequestContext, origin: string, path: string) {
  const { host, port } = new URL(origin);
  const response = await request.get(`http://127.0.0.1:${port}${path}`, { headers: { host }, maxRedirects: 0 });
  return { response, html: await response.text(), cache: response.headers()["x-cache"] };
}

test("a cached page answers with a new nonce each time, carried by every script of the page", async ({ request }) => {
  const { de } = instances[0]!.origins;
  // The first dog page loads the dog list; pages are kept from then on.
  await page(request, de, "/hunde");
  const answers = [];
  for (let attempt = 0; attempt < 3; attempt++) answers.push(await page(request, de, "/hunde?type=adoption"));
  expect(answers.map((answer) => answer.cache)).toEqual(["MISS", "HIT", "HIT"]);
  const nonces = answers.map((answer) => nonceOf(answer.response.headers()["content-security-policy"]));
  expect(new Set(nonces).size).toBe(3);
  for (const [index, answer] of answers.entries()) {
    const scripts = [...answer.html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes!);
    const executable = scripts.filter((attributes) => !attributes.includes('type="application/ld+json"'));
    expect(executable.length).toBeGreaterThan(0);
    for (const attributes of executable) expect(attributes).toContain(`nonce="${nonces[index]}"`);
  }
  // The same page, byte for byte, but for the nonce.
  expect(answers[1]!.html.replaceAll(nonces[1]!, "N")).toBe(answers[2]!.html.replaceAll(nonces[2]!, "N"));
});

test("a cached page hydrates in the browser: its scripts run under the policy of its answer", async ({ page: browser, request }) => {
  const { es } = instances[1]!.origins;
  // Loaded once to fetch the dog list, once to keep the page: from then on it comes from memory.
  await expect.poll(async () => (await page(request, es, "/perros")).cache).toBe("HIT");
  const answer = await browser.goto(`${es}/perros`);
  expect(answer?.headers()["x-cache"]).toBe("HIT");
  await waitForHydration(browser);
  const errors: string[] = [];
  browser.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await browser.getByRole("searchbox").fill("Jürgen");
  await expect(browser).toHaveURL(/\?q=J%C3%BCrgen$/);
  expect(errors.filter((text) => text.includes("Content Security Policy"))).toEqual([]);
});

test("a new dog in the list reaches the dog lists of both languages on both instances", async ({ request }) => {
  for (const instance of instances) {
    expect((await page(request, instance.origins.de, "/hunde")).html).not.toContain("Neuankömmling Lotte");
    await page(request, instance.origins.de, "/hunde");
  }
  source.state = {
    ...source.state,
    dogs: [...fixtureDogs, { ...fixtureDogs[0], id: "0000000000000000000000000000lotte", title: "Neuankömmling Lotte", name: "Lotte" }],
    cacheTimestamp: "2026-05-02T09:00:00.000Z",
  };
  for (const instance of instances) {
    await expect
      .poll(async () => (await page(request, instance.origins.de, "/hunde")).html, { timeout: 15_000 })
      .toContain("Neuankömmling Lotte");
    await expect.poll(async () => (await page(request, instance.origins.es, "/perros")).html, { timeout: 15_000 }).toContain("Lotte");
  }
});

test("a changed post reaches the blog of both instances once the change is announced", async ({ request }) => {
  // The first content read inserts the sample posts.
  await page(request, instances[0]!.origins.de, "/blog");
  const [post] = await sql(databaseUrl, "select id, slug_de, title_de from blog_posts order by published_date desc limit 1");
  const path = `/blog/${post!.slug_de as string}`;
  for (const instance of instances) {
    await page(request, instance.origins.de, path);
    expect((await page(request, instance.origins.de, path)).cache).toBe("HIT");
  }
  // Written and announced in one transaction, as the workspace does.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("begin");
  await client.query("update blog_posts set title_de = $1 where id = $2", ["Ein neuer Titel für alle", post!.id]);
  await client.query("select pg_notify('site_changes', 'content')");
  await client.query("commit");
  await client.end();
  for (const instance of instances) {
    await expect
      .poll(async () => (await page(request, instance.origins.de, path)).html, { timeout: 5_000 })
      .toContain("Ein neuer Titel für alle");
    await expect
      .poll(async () => (await page(request, instance.origins.de, "/blog")).html, { timeout: 5_000 })
      .toContain("Ein neuer Titel für alle");
  }
});

test("a signed-in editor's request and a form's answer are never served from the cache", async ({ request }) => {
  const { de } = instances[0]!.origins;
  await page(request, de, "/kontakt");
  expect((await page(request, de, "/kontakt")).cache).toBe("HIT");
  const admin = await request.get(`${de}/admin/login`);
  expect(admin.headers()["x-cache"]).toBeUndefined();
  // A signed-in editor sees the public page as rendered now (their change at once), never a kept one.
  const token = randomBytes(32).toString("base64url");
  const [editor] = await sql(databaseUrl, "insert into editors (email, source) values ($1, 'command') returning id", [
    `cache-${randomBytes(4).toString("hex")}@example.org`,
  ]);
  await sql(databaseUrl, "insert into editor_sessions (token_hash, editor_id, expires_at) values ($1, $2, now() + interval '1 hour')", [
    createHash("sha256").update(token).digest("hex"),
    editor!.id,
  ]);
  const { port } = new URL(de);
  const withCookie = (cookie: string) =>
    request.get(`http://127.0.0.1:${port}/kontakt`, { headers: { host: `localhost:${port}`, cookie } });
  const asEditor = await withCookie((await createCookie("editor_session").serialize(token)).split(";")[0]!);
  expect(asEditor.status()).toBe(200);
  expect(asEditor.headers()["x-cache"]).toBeUndefined();
  // A session cookie of no session is anybody's: it gets the kept page (it must not make every request a render).
  const anybody = await withCookie("editor_session=x");
  expect([anybody.status(), anybody.headers()["x-cache"]]).toEqual([200, "HIT"]);
  const posted = await request.post(`${de}/kontakt`, { form: { name: "" } });
  expect(posted.headers()["x-cache"]).toBeUndefined();
});
