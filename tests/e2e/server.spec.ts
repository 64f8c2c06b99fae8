import { readFileSync, readdirSync } from "node:fs";
import { type IncomingHttpHeaders, METHODS, get } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "../support/test";
import fc from "fast-check";
import { e2eOrigins, e2ePort } from "../support/ports";
import { rawRequest } from "../support/raw-http";
import { type Locale, bothLocales, getOnHost, notFoundTexts, otherLocale, sampleSlugPath } from "../support/site";

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

    // The hydration scripts start after the load event and the first paint: no module preload in the document
    // (framework/scripts-after-load.ts).
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/addEventListener\("load", afterPaint, \{ once: true \}\);<\/script>/);

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

/** The raw answer to a GET of `path` with `acceptEncoding`: its headers and its bytes as sent. */
function rawGet(path: string, acceptEncoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(
      { host: "127.0.0.1", port: e2ePort(), path, headers: { host: new URL(e2eOrigins().de).host, "accept-encoding": acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      },
    ).on("error", reject);
  });
}

test("the browser's files go out compressed by the build: brotli where the browser takes it, else gzip, else as they are", async ({
  request,
}) => {
  const html = await (await getOnHost(request, "de", "/")).text();
  for (const asset of [html.match(/\/assets\/framework-[\w-]+\.js/)![0], html.match(/\/assets\/app-[\w-]+\.css/)![0]]) {
    const file = readFileSync(path.join("build/client", asset));
    const brotli = await rawGet(asset, "gzip, deflate, br, zstd");
    expect(brotli.headers["content-encoding"], asset).toBe("br");
    expect(brotli.headers.vary, asset).toBe("Accept-Encoding");
    expect(brotli.headers["cache-control"], asset).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(brotli.body).equals(file), asset).toBe(true);
    // The build's smallest brotli, not the quick one a server makes for each request.
    expect(brotli.body.length, asset).toBe(readFileSync(path.join("build/client", `${asset}.br`)).length);
    const gzip = await rawGet(asset, "gzip");
    expect(gzip.headers["content-encoding"], asset).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(file), asset).toBe(true);
    const plain = await rawGet(asset, "identity");
    expect(plain.headers["content-encoding"], asset).toBeUndefined();
    expect(plain.body.equals(file), asset).toBe(true);
  }
});

test("every file the build compressed decodes to the file itself", () => {
  const assets = path.join("build/client", "assets");
  const compressed = readdirSync(assets).filter((name) => /\.(br|gz)$/.test(name));
  // A route chunk with a lazy island is among them: its preload list is dropped after Vite wrote it (app/framework).
  expect(compressed.some((name) => name.startsWith("detail-route-") && name.endsWith(".js.br"))).toBe(true);
  for (const name of compressed) {
    const bytes = readFileSync(path.join(assets, name));
    const decoded = name.endsWith(".br") ? brotliDecompressSync(bytes) : gunzipSync(bytes);
    expect(decoded.equals(readFileSync(path.join(assets, name.slice(0, -3)))), name).toBe(true);
  }
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

test.describe("odd requests (never a 500)", () => {
  const host = (locale: Locale) => new URL(e2eOrigins()[locale]).host;
  const send = (locale: Locale, method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    rawRequest(e2ePort(), { method, path, host: host(locale), headers, body });
  const formPage = "GET, HEAD, POST, OPTIONS";
  const page = "GET, HEAD, OPTIONS";

  test("TRACE answers 405 with the page's methods", async () => {
    for (const [locale, path, allow] of [
      ["de", "/", page],
      ["de", "/kontakt", formPage],
      ["es", "/contacto", formPage],
      ["de", "/gibt-es-nicht", page],
    ] as const) {
      const response = await send(locale, "TRACE", path);
      expect(response.status, path).toBe(405);
      expect(response.headers.allow, path).toBe(allow);
    }
  });

  for (const method of ["PUT", "DELETE", "PATCH"]) {
    test(`${method} on a page answers 405 with Allow`, async ({ request }) => {
      const dogPage = await sampleSlugPath(request, "de", "/hunde/");
      for (const [locale, path, allow] of [
        ["de", "/kontakt", formPage],
        ["de", dogPage, formPage],
        ["es", "/hacerse-socio", formPage],
        ["de", "/impressum", page],
        ["es", "/", page],
      ] as const) {
        const response = await send(locale, method, path, { "content-type": "application/x-www-form-urlencoded" }, "formType=contact");
        expect(response.status, path).toBe(405);
        expect(response.headers.allow, path).toBe(allow);
      }
    });
  }

  test("OPTIONS answers 204 with the page's methods; OPTIONS * with the site's", async () => {
    for (const [path, allow] of [
      ["/kontakt", formPage],
      // The dog list takes the new-dog alert form.
      ["/hunde", formPage],
      ["*", formPage],
    ] as const) {
      const response = await send("de", "OPTIONS", path);
      expect(response.status, path).toBe(204);
      expect(response.headers.allow, path).toBe(allow);
    }
  });

  test("a form post to a page without a form names the page's methods", async () => {
    const response = await send("de", "POST", "/impressum", { "content-type": "application/x-www-form-urlencoded" }, "website=x");
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe(page);
  });

  test("a form post to a page of the other language is not found on this host (nothing stored)", async () => {
    const contact =
      "formType=contact&name=Erika+Muster&email=erika%40example.org&message=Eine+Frage+zu+einem+eurer+Hunde.&privacyAccepted=true";
    const form = { "content-type": "application/x-www-form-urlencoded" };
    expect((await send("es", "POST", "/kontakt", form, contact)).status).toBe(404);
    expect((await send("de", "POST", "/contacto", form, contact)).status).toBe(404);
  });

  test("a post to a form page that is no form answers 400", async () => {
    const response = await send("de", "POST", "/kontakt", { "content-type": "application/json" }, '{"formType":"contact"}');
    expect(response.status).toBe(400);
  });

  for (const locale of bothLocales) {
    test(`${locale}: names of Object.prototype are unknown paths (404 page)`, async () => {
      for (const path of ["/__proto__", "/constructor", "/toString", "/hasOwnProperty"]) {
        const response = await send(locale, "GET", path);
        expect(response.status, path).toBe(404);
        expect(response.body, path).toContain(notFoundTexts[locale].heading);
      }
      const slashed = await send(locale, "GET", "/__proto__/");
      expect(slashed.status).toBe(301);
      expect(slashed.headers.location).toBe("/__proto__");
    });
  }

  test("odd slashes redirect to the clean path or are unknown paths", async () => {
    for (const path of ["///", "/\\", "//", "/\\/"]) {
      const response = await send("de", "GET", path);
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe("/");
    }
    for (const path of ["/\\evil.example", "//evil.example", "/hunde\\x"]) {
      const response = await send("de", "GET", path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toContain(notFoundTexts.de.heading);
    }
  });

  test("a directory of static files is no redirect loop", async () => {
    const response = await send("de", "GET", "/images");
    expect(response.status).toBe(404);
  });

  test("the request target: absolute form is served, a bad Host or target answers 400", async () => {
    const absolute = await send("de", "GET", `${e2eOrigins().es}/contacto`);
    expect(absolute.status).toBe(200);
    expect(absolute.body).toContain('<html lang="es"');
    for (const badHost of ["a b", "localhost:99999", "[::1", ""]) {
      expect((await rawRequest(e2ePort(), { method: "GET", path: "/kontakt", host: badHost })).status, badHost).toBe(400);
    }
    expect((await rawRequest(e2ePort(), { method: "GET", path: "/kontakt", host: null })).status).toBe(400);
    expect((await send("de", "GET", "*")).status).toBe(400);
  });

  test("property: no method and no path gets a 5xx", async () => {
    test.setTimeout(180_000);
    const pageSegments = ["hunde", "perros", "kontakt", "contacto", "blog", "ratgeber", "guia", "hospiz", "hacerse-socio", "impressum"];
    const otherSegments = ["api", "send-form-email", "submit-membership", "fetch-dogs", "assets", "images", "media", "healthz"];
    const files = ["sitemap.xml", "robots.txt", "rss.xml", "__manifest", "_root.data", "kontakt.data", "paypal", "about-us", "favicon.ico"];
    const prototypeKeys = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "__defineGetter__"];
    const percent = ["%", "%zz", "%E0%A4%A", "%00", "%2F", "%5C", "%2e%2e", "%C0%AF", "%FF", "%25"];
    const printable = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 12 });
    const segment = fc.oneof(
      fc.constantFrom(...pageSegments, ...otherSegments, ...files, ...prototypeKeys, ...percent, ".", ".."),
      fc.string({ unit: "grapheme", maxLength: 8 }).map(encodeURIComponent),
      printable,
      fc.integer({ min: 1, max: 20_000 }).map((length) => "x".repeat(length)),
    );
    const separator = fc.constantFrom("/", "/", "/", "//", "\\", "/\\", "///");
    const path = fc.oneof(
      fc.array(fc.tuple(separator, segment), { maxLength: 5 }).map((parts) => parts.flat().join("") || "/"),
      fc.webPath().map((webPath) => webPath || "/"),
    );
    const query = fc.constantFrom("", "", "?index", "?_routes=root", "?a=%", "?index&x=1", "?__proto__=1", `?q=${"y".repeat(3000)}`);
    const commonMethods = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"];
    // Every method Node's parser accepts; CONNECT asks for a tunnel, which Node answers by closing the socket.
    const method = fc.oneof(
      { arbitrary: fc.constantFrom(...commonMethods), weight: 3 },
      { arbitrary: fc.constantFrom(...METHODS.filter((name) => name !== "CONNECT")), weight: 1 },
    );
    const body = fc.constantFrom(
      undefined,
      { type: "application/x-www-form-urlencoded", text: "formType=contact&name=x" },
      { type: "application/json", text: '{"formType":"contact"}' },
      { type: "text/plain", text: "a" },
      { type: "multipart/form-data; boundary=x", text: "--x\r\nbroken" },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bothLocales), method, path, query, body, async (locale, name, target, search, sent) => {
        const headers: Record<string, string> = sent ? { "content-type": sent.type } : {};
        const response = await send(locale, name, target + search, headers, name === "GET" || name === "HEAD" ? undefined : sent?.text);
        expect(response.status, `${name} ${target}${search}`).toBeGreaterThanOrEqual(200);
        expect(response.status, `${name} ${target}${search}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });
});
