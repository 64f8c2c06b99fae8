import { expect, test } from "../support/test";
import { getOnHost, sampleSlugPath } from "../support/site";

/**
 * GET /metrics on the production server, read from this machine (the default METRICS_ALLOW): pages are
 * counted under their route's pattern, static files under one label, and the answer is never a kept page.
 */

/** The value of one sample line of the metrics text (0 when the series has no line yet). */
const sample = (text: string, series: string) =>
  Number(
    text
      .split("\n")
      .find((line) => line.startsWith(`${series} `))
      ?.slice(series.length + 1) ?? 0,
  );

test("counts pages by their route pattern, never by their path, and is answered fresh each time", async ({ request }) => {
  const dogPage = await sampleSlugPath(request, "de", "/hunde/");
  const series = 'site_http_requests_total{route="/hunde/:slug",status="200"}';
  const before = await getOnHost(request, "de", "/metrics");
  expect(before.status()).toBe(200);
  expect(before.headers()["x-cache"]).toBeUndefined();
  expect(before.headers()["x-robots-tag"]).toBe("noindex");
  const counted = sample(await before.text(), series);

  for (const attempt of [1, 2]) expect((await getOnHost(request, "de", dogPage)).status(), `attempt ${attempt}`).toBe(200);
  expect((await getOnHost(request, "de", "/favicon.svg")).status()).toBe(200);

  const after = await getOnHost(request, "de", "/metrics");
  expect(after.headers()["x-cache"]).toBeUndefined();
  const text = await after.text();
  expect(sample(text, series) - counted).toBeGreaterThanOrEqual(2);
  expect(sample(text, 'site_http_requests_total{route="static file",status="200"}')).toBeGreaterThanOrEqual(1);
  expect(sample(text, 'site_page_render_seconds_count{route="/hunde/:slug"}')).toBeGreaterThanOrEqual(1);
  expect(text).toMatch(/^site_page_cache_hits_total \d+$/m);
  expect(text).toMatch(/^site_dog_list_dogs [1-9]\d*$/m);
  expect(text).toMatch(/^site_outbox_waiting \d+$/m);
  expect(text).not.toContain(dogPage);
});

test("a request forwarded by a proxy gets the site's not-found page", async ({ request }) => {
  const response = await getOnHost(request, "de", "/metrics", { "X-Forwarded-For": "127.0.0.1" });
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain("site_http_requests_total");
});
