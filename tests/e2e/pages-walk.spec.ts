import { expect, test } from "@playwright/test";
import { locales } from "../../app/i18n/locales";
import { routeHasParams, routeKeys, routeTable } from "../../app/i18n/route-table";
import { e2eOrigins } from "../support/ports";

/**
 * Walks every route without parameters on both hosts: status 200, exactly one
 * h1, no console error, and every same-origin link on the page answers 200 or
 * a redirect. Links already checked by this worker are not requested again.
 */
const staticKeys = routeKeys.filter((key) => !routeHasParams(key));
const checkedLinks = new Set<string>();

for (const locale of locales) {
  const origin = e2eOrigins()[locale];
  for (const key of staticKeys) {
    const path = routeTable[key][locale];
    test(`${locale} ${path}: 200, one h1, working links, no console error`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
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
              return { url, ok: answer.status === 200 || answer.type === "opaqueredirect", status: answer.status };
            }),
          ),
        links,
      );
      for (const link of links) checkedLinks.add(link);
      expect(results.filter((result) => !result.ok)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}
