import { expect, test } from "../support/test";
import { firstSettings as siteConfig } from "~/platform/settings/first-version";
import { bothLocales, getOnHost, notFoundTexts } from "../support/site";

/** Legacy redirects on the German host: every legacy path and its target. */
const germanLegacy: Record<string, string> = {
  "/adopt-a-dog": "/adoption",
  "/adoption-hund-aus-spanien": "/adoption",
  "/privacy-policy": "/datenschutz",
  "/become-a-foster-home": "/pflegestelle",
  "/pflegestelle-werden": "/pflegestelle",
  "/pflegestelle-werden-strassenhunde-spanien": "/pflegestelle",
  "/become-a-member": "/mitgliedschaft",
  "/mitglied-im-tierschutzverein-werden": "/mitgliedschaft",
  "/beitrittserklaerung": "/mitgliedschaft",
  "/imprint": "/impressum",
  "/about-us": "/ueber-uns",
  "/team": "/ueber-uns",
  "/founder": "/ueber-uns",
  "/unser-team": "/ueber-uns",
  "/die-gruender": "/ueber-uns",
  "/contact-us": "/kontakt",
  "/share-your-experiences": "/kontakt",
  "/teile-erfahrungen-mit-anderen": "/kontakt",
  "/help-us": "/spenden",
  "/spenden-teaming": "/spenden",
  "/teaming-gemeinsam-tierschutz": "/spenden",
  "/teaming": "/spenden",
  "/patenhunde": "/spenden",
  "/hund-in-not-unterstuetzen": "/spenden",
  "/hunde-aus-spanien": "/hunde",
};

/** On the Spanish host only these six redirect, plus /membresia. */
const spanishRedirects: Record<string, string> = {
  "/privacy-policy": "/privacidad",
  "/imprint": "/aviso-legal",
  "/about-us": "/sobre-nosotros",
  "/team": "/sobre-nosotros",
  "/contact-us": "/contacto",
  "/help-us": "/donar-y-teaming",
  "/membresia": "/hacerse-socio",
};

const redirectsByHost = { de: germanLegacy, es: spanishRedirects };

for (const locale of bothLocales) {
  test.describe(`${locale} host`, () => {
    for (const [from, to] of Object.entries(redirectsByHost[locale])) {
      test(`${from} and ${from}/ answer 301 to ${to}`, async ({ request }) => {
        for (const path of [from, `${from}/`]) {
          const response = await getOnHost(request, locale, path);
          expect(response.status(), path).toBe(301);
          expect(response.headers().location, path).toBe(to);
        }
      });
    }

    test("a legacy redirect keeps the query string", async ({ request }) => {
      const response = await getOnHost(request, locale, "/about-us/?ref=alt");
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(`${redirectsByHost[locale]["/about-us"]}?ref=alt`);
    });

    test("the external donation paths answer 302 to the configured pages", async ({ request }) => {
      const external = {
        "/paypal-hospiz": siteConfig.externalRedirects.paypalHospice,
        "/paypal-hospiz/": siteConfig.externalRedirects.paypalHospice,
        "/paypal": siteConfig.externalRedirects.paypal,
        "/paypal-spende": siteConfig.externalRedirects.paypal,
        "/teaming-residenz": siteConfig.externalRedirects.teamingResidencia,
      };
      for (const [path, location] of Object.entries(external)) {
        const response = await getOnHost(request, locale, path);
        expect(response.status(), path).toBe(302);
        expect(response.headers().location, path).toBe(location);
      }
    });

    test("a page path with a trailing slash answers 301 to the path without it", async ({ request }) => {
      const path = locale === "de" ? "/hunde" : "/perros";
      const response = await getOnHost(request, locale, `${path}/`);
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(path);
    });
  });
}

test("on the Spanish host the other legacy paths are not found", async ({ request }) => {
  const spanishOnly = new Set(Object.keys(spanishRedirects));
  for (const path of Object.keys(germanLegacy).filter((p) => !spanishOnly.has(p))) {
    const response = await getOnHost(request, "es", path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain(notFoundTexts.es.heading);
  }
});

test("/membresia is not a German path", async ({ request }) => {
  expect((await getOnHost(request, "de", "/membresia")).status()).toBe(404);
});
