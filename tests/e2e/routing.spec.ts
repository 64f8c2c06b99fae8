import { expect, test } from "../support/test";
import { messages } from "~/i18n/messages";
import {
  bothLocales,
  documentTitle,
  getOnHost,
  notFoundTexts,
  otherLocale as other,
  siteNames,
  slugRoutes,
  staticRoutes,
} from "../support/site";

for (const locale of bothLocales) {
  test.describe(`${locale} host`, () => {
    for (const route of staticRoutes) {
      test(`${route.key} answers at ${route[locale]} with its page`, async ({ request }) => {
        const response = await getOnHost(request, locale, route[locale]);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${locale}"`);
        expect(documentTitle(html)).toBe(`${messages[locale].pages[route.key].title} | ${siteNames[locale]}`);
        expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      });
    }

    for (const route of staticRoutes.filter((r) => r.de !== r.es)) {
      test(`${route.key}: the ${other[locale]} path ${route[other[locale]]} is not found here`, async ({ request }) => {
        const response = await getOnHost(request, locale, route[other[locale]]);
        expect(response.status()).toBe(404);
        const html = await response.text();
        expect(html).toContain(notFoundTexts[locale].heading);
        expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      });
    }

    for (const route of slugRoutes.filter((r) => r.de !== r.es)) {
      test(`${route.key}: a ${other[locale]} detail path is not found here`, async ({ request }) => {
        const response = await getOnHost(request, locale, `${route[other[locale]]}beispiel-a1b2c3d4`);
        expect(response.status()).toBe(404);
        expect(await response.text()).toContain(notFoundTexts[locale].heading);
      });
    }
  });
}
