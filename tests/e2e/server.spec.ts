import { expect, test } from "@playwright/test";
import { e2eOrigins } from "../support/ports";
import { bothLocales, getOnHost, otherLocale } from "../support/site";

test("a page carries the security headers, with a per-request script nonce", async ({ request }) => {
  const nonces = new Set<string>();
  for (const attempt of [1, 2]) {
    const response = await getOnHost(request, "de", "/");
    const headers = response.headers();
    const csp = headers["content-security-policy"]!;
    const scriptSrc = csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src"))!;
    const nonce = scriptSrc.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce, `attempt ${attempt}`).toBeTruthy();
    nonces.add(nonce!);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");

    // Every script of the page carries this response's nonce (and only inline scripts need one).
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts.filter((a) => !a.includes('type="application/ld+json"'))) {
      expect(attributes).toContain(`nonce="${nonce}"`);
    }

    // The hydration scripts are preloaded at low priority, after stylesheet, font and pictures.
    const modulePreloads = [...html.matchAll(/<link rel="modulepreload"([^>]*)>/g)].map(([, attributes]) => attributes!);
    expect(modulePreloads.length).toBeGreaterThan(1);
    for (const attributes of modulePreloads) {
      expect(attributes).toContain('fetchpriority="low"');
      expect(attributes).toMatch(/href="\/assets\/[^"]+\.js"/);
    }

    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-powered-by"]).toBeUndefined();
    // Plain HTTP (no proxy saying otherwise): no HSTS.
    expect(headers["strict-transport-security"]).toBeUndefined();
  }
  expect(nonces.size).toBe(2);
});

test("HTML is compressed, hashed assets are cached for a year as immutable", async ({ request }) => {
  const page = await getOnHost(request, "de", "/", { "accept-encoding": "gzip" });
  expect(page.headers()["content-encoding"]).toBe("gzip");
  expect(page.headers()["content-type"]).toBe("text/html; charset=utf-8");

  const asset = (await page.text()).match(/\/assets\/framework-[\w-]+\.js/)![0];
  const response = await getOnHost(request, "de", asset, { "accept-encoding": "gzip" });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");

  const missing = await getOnHost(request, "de", "/assets/entry.client-missing.js");
  expect(missing.status()).toBe(404);
});

test("GET /healthz answers with the status of the database and the dog source", async ({ request }) => {
  const response = await getOnHost(request, "de", "/healthz");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  const body = await response.json();
  expect(body.status).toBe("ok");
  expect(body.database).toBe("ok");
  expect(body).toHaveProperty("dogSource");
});

for (const locale of bothLocales) {
  test(`${locale}: robots.txt and sitemap.xml belong to the host`, async ({ request }) => {
    const origin = e2eOrigins()[locale];
    const robots = await getOnHost(request, locale, "/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);

    const sitemap = await getOnHost(request, locale, "/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
    const [dogs, other] = locale === "de" ? ["/hunde", "/perros"] : ["/perros", "/hunde"];
    expect(locs).toContain(origin + dogs);
    expect(xml).toContain(`hreflang="${otherLocale[locale]}" href="${e2eOrigins()[otherLocale[locale]]}${other}"`);
    expect(xml).toContain(`hreflang="x-default" href="${e2eOrigins().de}/hunde"`);
  });
}

test("a failed request shows the error page without internals", async ({ request }) => {
  // A form post to a page without a form is refused by the router (405): the site's error page answers.
  const response = await request.post(`${e2eOrigins().de}/impressum`.replace("localhost", "127.0.0.1"), {
    headers: { host: new URL(e2eOrigins().de).host },
    form: { website: "x" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(405);
  const html = await response.text();
  expect(html).toContain("Unexpected Application Error!");
  expect(html).toContain("Leider ist ein Fehler aufgetreten. Bitte versuche es später erneut.");
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(html).not.toMatch(/\bat \S+ \(|node_modules|\.tsx?:\d+|stack/i);
});
