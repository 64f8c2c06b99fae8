import { expect, test } from "../support/test";
import { waitForHydration } from "../support/network";
import { type Locale, bothLocales, siteUrl } from "../support/site";

/**
 * The first paint before any script (docs/decisions/0010, issue "fast under a crowd"): before the page's load
 * event a browser fetches the document, its stylesheets and its pictures, never a script or a font, and runs no
 * script that only the hydration needs; the scripts come after it, and the page then hydrates as before.
 */
const pages: Record<Locale, string[]> = {
  de: ["/", "/hunde", "/hunde/juergen-a0b00001", "/adoption", "/faq"],
  es: ["/", "/perros", "/perros/juergen-a0b00001", "/adopcion", "/preguntas-frecuentes"],
};

interface Loaded {
  loadEventStart: number;
  largestPaint: number;
  resources: { url: string; startTime: number }[];
}

// One test per page (each a first visit of its own).
for (const locale of bothLocales) {
  for (const path of pages[locale]) {
    test(`${locale} ${path}: no script is fetched before the load event and the largest paint, and the page hydrates after it`, async ({
      browser,
    }) => {
      // A first visit: nothing in the browser's cache.
      await using context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(siteUrl(locale, path), { waitUntil: "networkidle" });
      // React Router's entry ran: the route modules are there and the page is the app's.
      await page.waitForFunction(() => "__reactRouterRouteModules" in window && "__reactRouterDataRouter" in window);
      const loaded = await page.evaluate(async (): Promise<Loaded> => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        const largestPaint = await new Promise<number>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
            type: "largest-contentful-paint",
            buffered: true,
          }),
        );
        const resources = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((entry) => ({
          url: new URL(entry.name).pathname,
          startTime: entry.startTime,
        }));
        return { loadEventStart: navigation!.loadEventStart, largestPaint, resources };
      });
      const scripts = loaded.resources.filter((resource) => resource.url.endsWith(".js"));
      expect(scripts.length, path).toBeGreaterThan(2);
      // The scripts come after the load event and after the largest paint it brought.
      const firstScriptAllowed = Math.max(loaded.loadEventStart, loaded.largestPaint);
      for (const script of scripts) expect(script.startTime, `${path}: ${script.url}`).toBeGreaterThanOrEqual(firstScriptAllowed);
      // No font file before the paint: Inter comes once the page has hydrated (the fallback face has its metrics).
      const fontsBeforePaint = loaded.resources.filter(
        (resource) => resource.url.endsWith(".woff2") && resource.startTime < loaded.largestPaint,
      );
      expect(fontsBeforePaint, path).toEqual([]);
      await expect(page.locator("html"), path).toHaveClass(/(^| )fonts( |$)/);
      await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px "Inter Variable"')), path).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily), path).toMatch(/^"Inter Variable", "Inter Fallback"/);
      // The loader data is JSON the parser does not run; the module script hands it to React Router when it starts.
      const scriptsRun = await page.evaluate(
        () => [...document.querySelectorAll("script")].filter((script) => script.text.includes("streamController.enqueue(")).length,
      );
      expect(scriptsRun, path).toBe(0);
      await expect(page.locator('script[type="application/json"][data-router-stream]').first(), path).toBeAttached();
    });
  }
}

test("a browser that never reports the first paint starts the scripts 3 s after the load event", async ({ page }) => {
  // As a browser that hides performance entries: the paint is never delivered to an observer.
  await page.addInitScript(() => {
    // Called with its `this` below.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
      if (options?.type !== "paint") observe.call(this, options);
    };
  });
  await page.goto(siteUrl("de", "/hunde"));
  await waitForHydration(page);
  const { loadEventStart, firstScript } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => entry.name.endsWith(".js"));
    return { loadEventStart: navigation!.loadEventStart, firstScript: Math.min(...scripts.map((entry) => entry.startTime)) };
  });
  expect(firstScript).toBeGreaterThanOrEqual(loadEventStart + 3000);
});

test("before the stylesheet the body's contents are not laid out, and without it they show after 3 s", async ({ browser }) => {
  // A layout forced before the stylesheet (the page getting the focus) would lay out every element unstyled (decision 75).
  await using context = await browser.newContext();
  const page = await context.newPage();
  await page.route(/\/assets\/app-[^/]+\.css$/, (route) => route.abort());
  await page.goto(siteUrl("de", "/mitgliedschaft"));
  const heading = page.getByRole("heading", { level: 1, name: "Mitglied werden" });
  // Its timer (a CSS animation of 3 s), held at its start so that a slow load cannot have run it out already, then
  // run to its end instead of waited for.
  const timers = await page.evaluate(() =>
    document.body.getAnimations().map((animation) => {
      animation.pause();
      animation.currentTime = 0;
      return (animation as CSSAnimation).animationName;
    }),
  );
  expect(timers).toEqual(["unstyled-body"]);
  expect(await page.evaluate(() => getComputedStyle(document.body).contentVisibility)).toBe("hidden");
  await expect(heading).toBeHidden();
  await page.evaluate(() => document.body.getAnimations().forEach((animation) => animation.finish()));
  expect(await page.evaluate(() => getComputedStyle(document.body).contentVisibility)).toBe("visible");
  await expect(heading).toBeVisible();

  // With its stylesheet the page shows at once, and nothing is left to run.
  const styled = await context.newPage();
  await styled.goto(siteUrl("de", "/mitgliedschaft"));
  expect(await styled.evaluate(() => getComputedStyle(document.body).contentVisibility)).toBe("visible");
  expect(await styled.evaluate(() => document.body.getAnimations().length)).toBe(0);
  await expect(styled.getByRole("heading", { level: 1, name: "Mitglied werden" })).toBeVisible();
});
