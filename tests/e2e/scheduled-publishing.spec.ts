import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "../support/test";
import pg from "pg";
import { ownWorkspaceServer } from "../support/own-workspace-server";

const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * A post scheduled a minute ahead, on two instances of the site on one PostgreSQL database: not public before its
 * minute on either, public on both right after it, and published once. The servers take scheduled publishing's time
 * from a file (CLOCK_FILE) that the test moves forward, instead of waiting a minute.
 */
test("a scheduled post appears on time on two instances on one PostgreSQL, published once", async ({ browser }) => {
  test.setTimeout(180_000);
  const name = `site_e2e_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch {
    test.skip(true, `PostgreSQL not reachable at ${adminUrl}`);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const directory = mkdtempSync(path.join(tmpdir(), "clock-"));
  const clock = path.join(directory, "now");
  const now = new Date("2026-12-24T07:58:30Z");
  writeFileSync(clock, now.toISOString());
  const env = { DATABASE_URL: url.toString(), CLOCK_FILE: clock, PUBLISH_CHECK_SECONDS: "1" };
  const first = await ownWorkspaceServer(env);
  const second = await ownWorkspaceServer(env);
  const context = await browser.newContext();
  try {
    await first.signIn(context, "de");
    const page = await context.newPage();
    const stamp = Date.now();
    await page.goto(`${first.origins.de}/admin/posts/new`);
    await page.getByRole("group", { name: "Deutsch", exact: true }).getByLabel("Titel", { exact: true }).fill(`Weihnachtsgruß ${stamp}`);
    await page.getByRole("group", { name: "Deutsch", exact: true }).getByLabel("Adresse (Slug)").fill(`weihnachtsgruss-${stamp}`);
    await page.getByRole("group", { name: "Spanisch", exact: true }).getByLabel("Titel", { exact: true }).fill(`Navidad ${stamp}`);
    await page.getByLabel("Status").selectOption("Geplant");
    // 09:00 in Berlin is 08:00 UTC in winter: a minute and a half after the servers' time.
    await page.getByLabel("Veröffentlichen am (bei „Geplant“)").fill("2026-12-24T09:00");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Gespeichert.")).toBeVisible({ timeout: 30_000 });
    await page.goto(`${first.origins.de}/admin/posts`);
    await expect(page.getByText("geplant für 24.12., 09:00")).toBeVisible();

    const status = async (origin: string) => (await fetch(`${origin}/blog/weihnachtsgruss-${stamp}`)).status;
    // Several looks of both instances pass: still not public.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect([await status(first.origins.de), await status(second.origins.de)]).toEqual([404, 404]);

    writeFileSync(clock, new Date("2026-12-24T08:00:05Z").toISOString());
    await expect.poll(() => status(first.origins.de), { timeout: 15_000 }).toBe(200);
    await expect.poll(() => status(second.origins.de), { timeout: 15_000 }).toBe(200);

    // Published once: one publication in its history, whichever instance did it.
    await page.goto(`${first.origins.de}/admin/posts`);
    await page.getByRole("link", { name: `Weihnachtsgruß ${stamp}` }).click();
    await page.getByRole("link", { name: "Verlauf" }).click();
    await expect(page.getByText("Zur geplanten Zeit veröffentlicht")).toHaveCount(1);
  } finally {
    await context.close();
    await first.stop();
    await second.stop();
    rmSync(directory, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end().catch(() => {});
  }
});
