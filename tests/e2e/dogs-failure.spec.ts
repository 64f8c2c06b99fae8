import { expect, test } from "../support/test";
import { ownServerWithDogSource } from "../support/own-server";
import { failingDogServerPort, failingDogSourcePort } from "../support/ports";

/**
 * The dog list's error and empty states need a server that never had a list:
 * a second server with its own fake dog source, failing from the start.
 */
test.describe.configure({ mode: "serial" });

const refreshSeconds = 3;
const own = ownServerWithDogSource({
  dogs: { mode: "fail" },
  port: failingDogServerPort(),
  sourcePort: failingDogSourcePort(),
  env: {
    DOGS_REFRESH_SECONDS: String(refreshSeconds),
    // Its source fails on purpose: keep the expected failures out of the test output.
    LOG_LEVEL: "fatal",
  },
});
const origin = { de: `http://localhost:${failingDogServerPort()}`, es: `http://es.localhost:${failingDogServerPort()}` };

test("a failing source without any stored list shows the error in place of the list, filters hidden; hospice and home show no dogs", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // The first visitor waits for the retries (1 s, 2 s, 4 s).
  await page.goto(`${origin.de}/hunde`, { timeout: 30_000 });
  await expect(page.getByText("Fehler beim Laden der Hunde. Bitte versuche es später erneut.", { exact: true })).toBeVisible();
  await expect(page.getByRole("searchbox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Alle/ })).toHaveCount(0);
  await expect(page.getByRole("article")).toHaveCount(0);
  expect(own.source.dogListRequests).toBe(4);

  await page.goto(`${origin.es}/perros`);
  await expect(page.getByText("Error al cargar los perros. Por favor intenta de nuevo más tarde.", { exact: true })).toBeVisible();
  await expect(page.getByRole("searchbox")).toHaveCount(0);

  // The other pages with dogs degrade quietly: no hospice dogs, no dog section on the home page.
  await page.goto(`${origin.de}/hospiz`);
  await expect(page.getByText("Derzeit keine Hospiz-Hunde verfügbar.", { exact: true })).toBeVisible();
  await page.goto(`${origin.es}/hospicio`);
  await expect(page.getByText("Actualmente no hay perros de hospicio disponibles.", { exact: true })).toBeVisible();
  await page.goto(`${origin.de}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Sie suchen ein Zuhause" })).toHaveCount(0);

  expect((await request.get(`${origin.de}/api/fetch-dogs`)).status()).toBe(503);
  const health = await (await request.get(`${origin.de}/healthz`)).json();
  expect(health.dogSource).toMatchObject({ configured: true, mode: "remote", failing: true, lastSuccessAt: null });
  expect((await page.goto(`${origin.de}/hunde/juergen-a0b00001`))?.status()).toBe(404);
});

test("an empty list from the source shows the empty message", async ({ page }) => {
  own.source.state.mode = "empty";
  // The failure is remembered for the refresh period before the source is asked again.
  await page.waitForTimeout(refreshSeconds * 1000);
  await page.goto(`${origin.de}/hunde`);
  await expect(page.getByText("Keine Hunde gefunden. Bitte passe deine Suche an.", { exact: true })).toBeVisible();
  await expect(page.getByText("0 Schützlinge", { exact: true })).toBeVisible();
  await page.goto(`${origin.es}/perros`);
  await expect(page.getByText("No se encontraron perros. Por favor ajusta tu búsqueda.", { exact: true })).toBeVisible();
  await expect(page.getByText("0 protegidos", { exact: true })).toBeVisible();
});

test("the list appears once the source answers, and is kept while the source fails again", async ({ page, request }) => {
  own.source.state.mode = "normal";
  await page.waitForTimeout(refreshSeconds * 1000);
  // The stale (empty) list is served at once while the refresh runs; a later visit gets the new list.
  await expect
    .poll(async () => {
      await page.goto(`${origin.de}/hunde`);
      return page.getByText("13 Schützlinge", { exact: true }).count();
    })
    .toBe(1);
  own.source.state.mode = "fail";
  await page.waitForTimeout(refreshSeconds * 1000);
  await page.goto(`${origin.de}/hunde`);
  await expect(page.getByText("13 Schützlinge", { exact: true })).toBeVisible();
  await expect(page.getByText("Zuletzt aktualisiert: 30. April 2026 um 16:45", { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await (await request.get(`${origin.de}/healthz`)).json()).dogSource.failing, { timeout: 15_000 })
    .toBe(true);
  await page.goto(`${origin.es}/perros`);
  await expect(page.getByText("13 protegidos", { exact: true })).toBeVisible();
});
