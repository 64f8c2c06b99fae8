import { expect, test } from "../support/test";
import { BUDGET_KB, measureFirstLoad } from "../../bench/first-load.mjs";
import { type Locale, bothLocales, siteUrl } from "../support/site";

/**
 * The JavaScript a first visit loads stays within the budget (docs/decisions/0007 and 0028): the heaviest
 * public pages of each kind, on both hosts (the favourites page, not in the sitemap, too), measured as
 * bench/bundle-size.mjs measures every page.
 */
const pages: Record<Locale, string[]> = {
  de: ["/", "/hunde", "/hunde/juergen-a0b00001", "/hospiz", "/spenden", "/mitgliedschaft", "/faq", "/merkliste", "/gibt-es-nicht"],
  es: [
    "/",
    "/perros",
    "/perros/juergen-a0b00001",
    "/hospicio",
    "/donar-y-teaming",
    "/hacerse-socio",
    "/preguntas-frecuentes",
    "/favoritos",
    "/no-existe",
  ],
};

// One test per page: a page takes 5–7 s to measure on a busy 2-core machine (the network idle, the scripts after
// the first paint, half a second of quiet), so the eighteen pages take turns among the workers.
for (const locale of bothLocales) {
  for (const path of pages[locale]) {
    test(`first-load JavaScript of ${path} within ${BUDGET_KB.js} KB gzip (${locale})`, async ({ browser }) => {
      const result = await measureFirstLoad(browser, siteUrl(locale, path));
      expect(result.refused, path).toBeUndefined();
      expect(result.js, `${path}: ${(result.js / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(BUDGET_KB.js * 1024);
    });
  }
}
