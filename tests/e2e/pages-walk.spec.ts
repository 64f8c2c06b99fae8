import { expect, test } from "../support/test";
import { locales } from "../../app/i18n/locales";
import { routeHasParams, routeKeys, routeTable } from "../../app/i18n/route-table";
import { e2eOrigins } from "../support/ports";

/**
 * Walks every route without parameters on both hosts: status 200, exactly one
 * h1, no console error, and every same-origin link on the page answers 200 or
 * a redirect. Links already checked by this worker are not requested again.
 * One exception: the card of a dog without a name links to
 * `…/unknown-dog`, which names no dog and answers 404.
 */
const unknownDogLink = /\/(hunde|perros)\/unknown-dog$/;
const staticKeys = routeKeys.filter((key) => !routeHasParams(key));
const checkedLinks = new Set<string>();

for (const locale of locales) {
  const origin = e2eOrigins()[locale];
  for (const key of staticKeys) {
    const path = routeTable[key][locale];
    test(`${locale} ${path}: 200, one h1, working links, no console error`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // The browser logs the expected 404 of the unknown-dog link checked below.
        if (message.type() === "error" && !unknownDogLink.test(message.location().url)) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));

      const response = await page.goto(origin + path, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);

      const hrefs = await page.locator("a[href]").evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
      const links = [...new Set(hrefs.filter((href) => href.startsWith(`${origin}/`)).map((href) => href.split("#")[0]!))].filter(
        (link) => !checkedLinks.has(link),
      );
      // Same-origin requests from the page itself (Node cannot resolve es.localhost).
      const results = await page.evaluate(
        (urls) =>
          Promise.all(
            urls.map(async (url) => {
              const answer = await fetch(url, { redirect: "manual", headers: { accept: "text/html" } });
              return { url, status: answer.status, redirect: answer.type === "opaqueredirect" };
            }),
          ),
        links,
      );
      const working = ({ url, status, redirect }: (typeof results)[number]) =>
        unknownDogLink.test(url) ? status === 404 : status === 200 || redirect;
      for (const link of links) checkedLinks.add(link);
      expect(results.filter((result) => !working(result))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}
