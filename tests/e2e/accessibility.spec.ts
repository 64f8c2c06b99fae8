import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { type Locale, bothLocales, siteUrl, staticRoutes } from "../support/site";

/**
 * axe-core (the engine behind Lighthouse's accessibility score) on every page
 * without parameters, one page of each kind with a slug and the not-found
 * page, on both hosts: WCAG 2.1 A and AA and axe's best practices (heading
 * order, landmarks, alt text that repeats a caption, …). Runs before the
 * consent banner appears (3 s): it has a test of its own.
 */
const detailPaths: Record<Locale, string[]> = {
  de: ["/hunde/senor-pena-a0b00003", "/blog/luna-ist-angekommen", "/ratgeber/die-ersten-tage-mit-deinem-hund", "/gibt-es-nicht"],
  es: ["/perros/senor-pena-a0b00003", "/blog/luna-ha-llegado", "/guia/lista-antes-de-la-llegada", "/no-existe"],
};

for (const locale of bothLocales) {
  for (const path of [...staticRoutes.map((route) => route[locale]), ...detailPaths[locale]]) {
    test(`${locale} ${path}: no accessibility violations`, async ({ page }) => {
      await page.goto(siteUrl(locale, path), { waitUntil: "networkidle" });
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      const violations = results.violations.map((violation) => ({
        rule: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(" ")),
      }));
      expect(violations).toEqual([]);
    });
  }
}
