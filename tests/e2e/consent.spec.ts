import { type Page, expect, test } from "../support/test";
import { waitForHydration } from "../support/network";
import { type Locale, bothLocales, siteUrl } from "../support/site";

/** The storage key and the event docs/development.md documents. */
const STORAGE_KEY = "cookie-consent";
const GRANTED_EVENT = "cookie-consent-granted";
const DAY_MS = 24 * 60 * 60 * 1000;

const texts = {
  de: {
    text: "Wir nutzen Cookies für Analytics.",
    more: "Mehr erfahren",
    privacy: "/datenschutz",
    accept: "Akzeptieren",
    reject: "Ablehnen",
    close: "Schließen",
  },
  es: {
    text: "Utilizamos cookies para analítica.",
    more: "Más información",
    privacy: "/privacidad",
    accept: "Aceptar",
    reject: "Rechazar",
    close: "Cerrar",
  },
};

/** Records every consent event the page fires, from before the site's own scripts run. */
async function recordConsentEvents(page: Page) {
  await page.addInitScript((eventName) => {
    const seen: unknown[] = [];
    (window as unknown as { consentEvents: unknown[] }).consentEvents = seen;
    window.addEventListener(eventName, (event) => seen.push((event as CustomEvent).detail));
  }, GRANTED_EVENT);
}

const consentEvents = (page: Page) => page.evaluate(() => (window as unknown as { consentEvents: unknown[] }).consentEvents);
const storedConsent = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), STORAGE_KEY);
const banner = (page: Page) => page.getByTestId("cookie-banner");

/**
 * The scripts start two animation frames after the first paint (docs/decisions/0010), and a paused clock holds
 * animation frames too: frames run until the scripts have started (they add their preloads first), not longer.
 */
async function letScriptsStart(page: Page) {
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return page.locator('link[rel="modulepreload"]').count();
    })
    .toBeGreaterThan(0);
}

/** Opens a page with a paused clock, so that the banner's delay runs only when the test lets time pass. */
async function openWithPausedClock(page: Page, locale: Locale, path = "/") {
  await page.clock.install({ time: new Date("2030-03-01T12:00:00.000Z") });
  await page.clock.pauseAt(new Date("2030-03-01T12:00:01.000Z"));
  await page.goto(siteUrl(locale, path));
  await letScriptsStart(page);
  // Hydrated (the banner's timer starts then), and the network is quiet.
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
}

for (const locale of bothLocales) {
  const t = texts[locale];

  test(`${locale}: the banner is hidden at first and appears 3000 ms after load`, async ({ page }) => {
    await openWithPausedClock(page, locale);
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(2999);
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByText(t.text)).toBeVisible();
    await expect(banner(page).getByRole("link", { name: t.more })).toHaveAttribute("href", t.privacy);
    await expect(banner(page).getByRole("button", { name: t.accept, exact: true })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: t.reject, exact: true })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: t.close, exact: true })).toBeVisible();
  });

  test(`${locale}: accepting stores analytics=true for 365 days and fires the consent event`, async ({ page }) => {
    await recordConsentEvents(page);
    await openWithPausedClock(page, locale);
    await page.clock.runFor(3000);
    await banner(page).getByRole("button", { name: t.accept, exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    const stored = await storedConsent(page);
    expect(Object.keys(stored).sort()).toEqual(["analytics", "expiry", "timestamp"]);
    expect(stored.analytics).toBe(true);
    expect(Date.parse(stored.expiry) - Date.parse(stored.timestamp)).toBe(365 * DAY_MS);
    expect(await consentEvents(page)).toEqual([stored]);

    // Next visit: the stored consent fires the event at load, and the banner stays away.
    await page.reload();
    await letScriptsStart(page);
    await expect.poll(() => consentEvents(page)).toEqual([stored]);
    await page.clock.runFor(5000);
    await expect(banner(page)).toHaveCount(0);
  });

  for (const button of ["reject", "close"] as const) {
    test(`${locale}: ${button} stores analytics=false and fires no event`, async ({ page }) => {
      await recordConsentEvents(page);
      await openWithPausedClock(page, locale);
      await page.clock.runFor(3000);
      await banner(page).getByRole("button", { name: t[button], exact: true }).click();
      await expect(banner(page)).toHaveCount(0);
      const stored = await storedConsent(page);
      expect(stored.analytics).toBe(false);
      expect(Date.parse(stored.expiry) - Date.parse(stored.timestamp)).toBe(365 * DAY_MS);
      expect(await consentEvents(page)).toEqual([]);

      await page.reload();
      await letScriptsStart(page);
      await waitForHydration(page);
      await page.clock.runFor(5000);
      await expect(banner(page)).toHaveCount(0);
      expect(await consentEvents(page)).toEqual([]);
    });
  }
}

test("an expired consent asks again and fires no event", async ({ page }) => {
  await recordConsentEvents(page);
  await page.addInitScript((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({ analytics: true, timestamp: "2025-01-01T00:00:00.000Z", expiry: "2026-01-01T00:00:00.000Z" }),
    );
  }, STORAGE_KEY);
  await openWithPausedClock(page, "de");
  await page.clock.runFor(3000);
  await expect(banner(page)).toBeVisible();
  expect(await consentEvents(page)).toEqual([]);
});
