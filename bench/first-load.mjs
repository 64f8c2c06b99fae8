// What a first visit loads: shared by bench/bundle-size.mjs (the site's pages) and bench/js-floor.mjs (React and
// React Router alone), so that both count the same way.
import { gzipSync } from "node:zlib";

/**
 * The first-load budget of every public page (gzip KB, 1 KB = 1024 bytes): docs/decisions/0007-first-load-budget.md;
 * 114.0 + 0.6 since the insights' beacon (0.48 KB) and its loading in the frame (0.09 KB), decision 40.
 */
export const BUDGET_KB = { js: 114.6, css: 25 };

/**
 * Loads `url` in a fresh context of `browser` (empty cache, no interaction), records every script and stylesheet
 * response until the page has hydrated and the network is idle, and gzips each body as the server's compression does (zlib level 6).
 * `refused` says why the page could not be measured alone: it loaded its document again (a reload counts its
 * files twice) or navigated on to another address (its next page's scripts would count as its own), or loaded no script.
 * @returns {Promise<{ url: string, refused?: string, js: number, css: number, files: { type: string, url: string, gzip: number }[] }>}
 */
export async function measureFirstLoad(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending = [];
    let documentLoads = 0;
    page.on("request", (request) => {
      // A redirect's next hop is the same load; anything else is a new document (a reload, a navigation).
      if (request.isNavigationRequest() && request.frame() === page.mainFrame() && !request.redirectedFrom()) documentLoads++;
    });
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      pending.push(
        response.body().then(
          (body) => ({ type, url: response.url(), gzip: gzipSync(body, { level: 6 }).length }),
          // After a reload the first document's bodies are gone: judged below, with the reload.
          (error) => ({ error }),
        ),
      );
    });
    let inFlight = 0;
    page.on("request", () => inFlight++);
    page.on("requestfinished", () => inFlight--);
    page.on("requestfailed", () => inFlight--);
    await page.goto(url, { waitUntil: "networkidle" });
    // The scripts start after the load event and the first paint (docs/decisions/0010), possibly after the network
    // was first idle: the count waits until React has hydrated the page and nothing has been in flight for 500 ms.
    await waitForHydration(page);
    for (let quiet = 0; quiet < 5; quiet = inFlight === 0 ? quiet + 1 : 0) await page.waitForTimeout(100);
    const files = await Promise.all(pending);
    const refused =
      documentLoads !== 1 ? `${documentLoads} document loads` : page.url() !== url ? `it went on to ${page.url()}` : undefined;
    if (refused) return { url, refused, js: 0, css: 0, files: [] };
    const unread = files.find((file) => file.error);
    if (unread) throw unread.error;
    const sum = (type) => files.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
    if (sum("script") === 0) return { url, refused: "no script was loaded", js: 0, css: 0, files: [] };
    return { url, js: sum("script"), css: sum("stylesheet"), files };
  } finally {
    await context.close();
  }
}

/**
 * Waits until React has hydrated the page: its scripts start after the load event and the first paint
 * (docs/decisions/0010), so whatever needs them (a test of client-side navigation, live search, copy buttons; this
 * count) waits for them, as a visitor's click before then gets what the page does without JavaScript. React marks
 * each element it has hydrated; the body is marked when the page's own code has hydrated it, deferred islands
 * (docs/decisions/0008) still waiting for their code inside it. Also the end-to-end tests' helper, which names an
 * element of a deferred island to wait for that island's code: a click on it is then React's (before, React stops it
 * and only the browser's own action remains).
 * @param {import("@playwright/test").Page} page
 * @param {string} [selector] the element to wait for; the body (the page's own code) by default
 */
export async function waitForHydration(page, selector = "body") {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return Boolean(element && Object.keys(element).some((key) => key.startsWith("__reactProps$")));
  }, selector);
}
