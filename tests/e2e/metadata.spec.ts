import { expect, test } from "../support/test";
import { messages } from "~/i18n/messages";
import { e2eOrigins } from "../support/ports";
import { type HtmlTag, type Locale, bothLocales, documentTitle, getOnHost, headTags, otherLocale, siteNames } from "../support/site";

/** A sample of pages: same path in both languages, different paths, and the home page. */
const samples = [
  { key: "home", de: "/", es: "/" },
  { key: "dogs", de: "/hunde", es: "/perros" },
  { key: "faq", de: "/faq", es: "/preguntas-frecuentes" },
  { key: "blog", de: "/blog", es: "/blog" },
] as const;

const geo = {
  de: { region: "Schleswig-Holstein", placename: "Süsel" },
  es: { region: "Castellón", placename: "Benicarló" },
};
const ogLocale = { de: "de_DE", es: "es_ES" };

/** The one value of a tag (fails when the tag is missing or doubled). */
function only(tags: HtmlTag[], match: (tag: HtmlTag) => boolean, attribute: string, label: string) {
  const found = tags.filter(match);
  expect(found, label).toHaveLength(1);
  return found[0]!.attributes[attribute];
}
const metaName = (tags: HtmlTag[], name: string) => only(tags, (t) => t.name === "meta" && t.attributes.name === name, "content", name);
const metaProperty = (tags: HtmlTag[], property: string) =>
  only(tags, (t) => t.name === "meta" && t.attributes.property === property, "content", property);
const link = (tags: HtmlTag[], rel: string, hreflang?: string) =>
  only(
    tags,
    (t) => t.name === "link" && t.attributes.rel === rel && t.attributes.hreflang === hreflang,
    "href",
    `${rel} ${hreflang ?? ""}`,
  );

for (const locale of bothLocales) {
  for (const sample of samples) {
    test(`${locale} ${sample[locale]}: every head tag is server-rendered with its value`, async ({ request }) => {
      const origins = e2eOrigins();
      const response = await getOnHost(request, locale, sample[locale]);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const tags = headTags(html);
      const page = messages[locale].pages[sample.key];
      const title = `${page.title} | ${siteNames[locale]}`;
      const canonical = origins[locale] + sample[locale];
      const image = `${origins[locale]}/og-default.png`;

      expect(documentTitle(html)).toBe(title);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(metaName(tags, "description")).toBe(page.description);
      expect(link(tags, "canonical")).toBe(canonical);
      expect(link(tags, "alternate", "de")).toBe(origins.de + sample.de);
      expect(link(tags, "alternate", "es")).toBe(origins.es + sample.es);
      expect(link(tags, "alternate", "x-default")).toBe(origins.de + sample.de);
      const sitemaps = tags.filter((t) => t.name === "link" && t.attributes.rel === "sitemap").map((t) => t.attributes.href);
      expect(sitemaps).toEqual([`${origins.de}/sitemap.xml`, `${origins.es}/sitemap.xml`]);
      expect(metaName(tags, "geo.region")).toBe(geo[locale].region);
      expect(metaName(tags, "geo.placename")).toBe(geo[locale].placename);
      expect(metaName(tags, "robots")).toBe("index, follow");

      expect(metaProperty(tags, "og:type")).toBe("website");
      expect(metaProperty(tags, "og:site_name")).toBe(siteNames[locale]);
      expect(metaProperty(tags, "og:title")).toBe(title);
      expect(metaProperty(tags, "og:description")).toBe(page.description);
      expect(metaProperty(tags, "og:url")).toBe(canonical);
      expect(metaProperty(tags, "og:image")).toBe(image);
      expect(metaProperty(tags, "og:image:width")).toBe("1200");
      expect(metaProperty(tags, "og:image:height")).toBe("630");
      expect(metaProperty(tags, "og:locale")).toBe(ogLocale[locale]);
      expect(metaProperty(tags, "og:locale:alternate")).toBe(ogLocale[otherLocale[locale]]);

      expect(metaName(tags, "twitter:card")).toBe("summary_large_image");
      expect(metaName(tags, "twitter:title")).toBe(title);
      expect(metaName(tags, "twitter:description")).toBe(page.description);
      expect(metaName(tags, "twitter:image")).toBe(image);
    });
  }

  test(`${locale}: the not-found page is marked noindex, nofollow and has no canonical`, async ({ request }) => {
    const html = await (await getOnHost(request, locale, "/gibt-es-nicht")).text();
    const tags = headTags(html);
    expect(metaName(tags, "robots")).toBe("noindex, nofollow");
    expect(tags.filter((t) => t.attributes.rel === "canonical")).toHaveLength(0);
  });
}

test("the default share image is a 1200x630 PNG", async ({ request }) => {
  const response = await getOnHost(request, "de", "/og-default.png");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  // IHDR: width and height are the big-endian words at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test("the head is updated on client-side navigation", async ({ page }) => {
  const locale: Locale = "es";
  await page.goto(`${e2eOrigins()[locale]}/`);
  await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Perros", exact: true }).click();
  await expect(page).toHaveURL(`${e2eOrigins().es}/perros`);
  await expect(page).toHaveTitle(`${messages.es.pages.dogs.title} | ${siteNames.es}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${e2eOrigins().es}/perros`);
});
