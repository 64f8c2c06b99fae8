import { expect, test } from "../support/test";
import { siteUrl } from "../support/site";
import { recordDocumentLoads, waitForHydration } from "../support/network";

/**
 * React Router opens sessionStorage only when it needs it (app/framework/README.md, "sessionStorage when needed";
 * decision 72): a page's start waits for none of the browser's storage, and the scroll positions earlier documents of
 * the tab stored still bring a visitor back to where they were.
 */

test("a first visit opens no sessionStorage while the page starts and hydrates", async ({ page }) => {
  // Every look at `window.sessionStorage` counted, from before the page's first script.
  await page.addInitScript(() => {
    // The window's own attribute (a global object's attributes are its own properties, not its prototype's).
    const own = Object.getOwnPropertyDescriptor(window, "sessionStorage")!;
    const counted = window as unknown as { sessionStorageOpened: number };
    counted.sessionStorageOpened = 0;
    Object.defineProperty(window, "sessionStorage", {
      ...own,
      get() {
        counted.sessionStorageOpened++;
        return own.get!.call(this) as Storage;
      },
    });
  });
  await page.goto(siteUrl("de", "/hunde"));
  await waitForHydration(page);
  // The router's effects and the page's own run after the hydration: a moment for them.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { sessionStorageOpened: number }).sessionStorageOpened)).toBe(0);
});

test("a position stored by an earlier document of the tab outlives later first visits", async ({ page }) => {
  const documents = recordDocumentLoads(page);
  await page.goto(siteUrl("de", "/adoption"));
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 1000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1000);
  // Two new documents as new entries (first visits): neither reads the stored positions, each keeps them.
  for (const path of ["/faq", "/pflegestelle"]) {
    await page.goto(siteUrl("de", path));
    await waitForHydration(page);
  }
  await page.goBack();
  await expect(page).toHaveURL(siteUrl("de", "/faq"));
  await page.goBack();
  await expect(page).toHaveURL(siteUrl("de", "/adoption"));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1000);
  // Each step back loaded its page again: the position came from sessionStorage (before the first paint).
  expect(documents).toEqual(["/adoption", "/faq", "/pflegestelle", "/faq", "/adoption"].map((path) => siteUrl("de", path)));
});
