import { expect, test } from "../support/test";
import { bothLocales, siteUrl, slugRoutes, staticRoutes } from "../support/site";

/**
 * Every public page fits a phone (issue 33): at 320, 360, 390 and 414 px no page is wider than the screen, on both
 * hosts. One page of each kind: the routes without parameters, a dog page (its similar dogs' grid), a post, a guide
 * and the not-found page. The dog cards' `contain-intrinsic-size` once made the list and the dog pages 436 px wide.
 */
const widths = [320, 360, 390, 414];
const slugs = {
  dogDetail: { de: "juergen-a0b00001", es: "juergen-a0b00001" },
  blogPost: { de: "luna-ist-angekommen", es: "luna-ha-llegado" },
  guideDetail: { de: "die-ersten-tage-mit-deinem-hund", es: "lista-antes-de-la-llegada" },
} as const;
const notFound = { de: "/gibt-es-nicht", es: "/no-existe" };

for (const locale of bothLocales) {
  const pages = [
    ...staticRoutes.map((route) => ({ key: route.key, path: route[locale], status: 200 })),
    ...slugRoutes.map((route) => ({ key: route.key, path: route[locale] + slugs[route.key][locale], status: 200 })),
    { key: "notFound", path: notFound[locale], status: 404 },
  ];
  for (const { key, path, status } of pages) {
    test(`${locale} ${path} (${key}) is no wider than a phone's screen`, async ({ page }) => {
      await page.setViewportSize({ width: widths[0]!, height: 800 });
      const response = await page.goto(siteUrl(locale, path));
      expect(response?.status()).toBe(status);
      const overflows: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        // Laid out at this width: two frames after the resize.
        const scrollWidth = await page.evaluate(
          () =>
            new Promise<number>((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth))),
            ),
        );
        if (scrollWidth > width) overflows.push(`${scrollWidth} px at ${width} px`);
      }
      expect(overflows).toEqual([]);
    });
  }
}
