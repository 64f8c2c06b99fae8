import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages } from "~/db/schema";
import type { DogSource, DogSourceStatus } from "~/features/dogs/source.server";
import { submitForm } from "~/features/forms/submit.server";
import { createMetrics } from "../../server/metrics";
import { type TestDatabase, backends } from "../support/databases";

/**
 * GET /metrics over HTTP (server/metrics.ts): the Prometheus text with its names and labels, requests labelled by
 * route pattern (never by raw path), the figures read at the scrape, and the allow-list (the socket's address,
 * no forwarded request).
 */

/** The routes of a build as the metrics read them: a frame with two pages and the catch-all. */
const build = {
  basename: "/",
  routes: {
    frame: { id: "frame", path: "", module: {} },
    dogs: { id: "dogs", parentId: "frame", path: "hunde", module: {} },
    dog: { id: "dog", parentId: "frame", path: "hunde/:slug", module: {} },
    "not-found": { id: "not-found", parentId: "frame", path: "*", module: {} },
  },
} as unknown as ServerBuild;

const minute = 60_000;
const dogStatus: DogSourceStatus = {
  mode: "remote",
  dogs: 32,
  cacheTimestamp: "2026-11-24T08:00:00.000Z",
  lastSuccessAt: new Date(Date.now() - 10 * minute).toISOString(),
  lastFailureAt: new Date().toISOString(),
  failing: true,
  failures: 3,
};
const dogSource = { status: () => dogStatus } as DogSource;
const pageCache = { stats: () => ({ hits: 41, misses: 7, bytes: 123_456, pages: 5 }) };

/** The server's order: requests counted first, then /metrics, then the pages (here a stand-in for React Router). */
async function startInstance(database: TestDatabase, options: { allow: string; trustProxy?: string }) {
  const metrics = createMetrics({
    allow: options.allow,
    database: async () => database.db,
    dogSource: () => dogSource,
    pageCache,
    build,
  });
  const app = express();
  if (options.trustProxy) app.set("trust proxy", options.trustProxy);
  app.use(metrics.requests);
  app.get("/metrics", metrics.endpoint);
  app.get("/healthz", (_req, res) => void res.send("ok"));
  app.use(metrics.renders);
  app.all("*", (req, res) => {
    if (/^\/hunde(\/[^/]+)?$/.test(req.path)) return void res.send("a page");
    res.status(404).send("the site's not-found page");
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const stop = (server: Server) => new Promise((resolve) => server.close(resolve));

/** The value of one sample line (`name{labels} value`), undefined when the line is missing. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  let database: TestDatabase;
  let loopback: Awaited<ReturnType<typeof startInstance>>;
  let elsewhere: Awaited<ReturnType<typeof startInstance>>;
  beforeAll(async () => {
    database = await backends[0].create();
    loopback = await startInstance(database, { allow: "127.0.0.1,::1", trustProxy: "loopback" });
    elsewhere = await startInstance(database, { allow: "10.0.0.0/8,fd00::/8" });
  });
  afterAll(async () => {
    await Promise.all([loopback && stop(loopback.server), elsewhere && stop(elsewhere.server)]);
    await database?.destroy();
  });

  it("answers an allowed address with the Prometheus text, not to be cached or indexed", async () => {
    const response = await fetch(`${loopback.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const text = await response.text();
    expect(text).toContain("# TYPE site_http_requests_total counter");
    expect(text).toContain("# TYPE site_page_render_seconds histogram");
    expect(text).toContain("# TYPE process_resident_memory_bytes gauge");
  });

  it("counts requests by route pattern and status, never by raw path", async () => {
    for (const path of ["/hunde/luna-4711", "/hunde/bello-12", "/hunde", "/wp-login.php", "/healthz"])
      await (await fetch(loopback.url + path)).text();
    const text = await (await fetch(`${loopback.url}/metrics`)).text();
    expect(sample(text, 'site_http_requests_total{route="/hunde/:slug",status="200"}')).toBe(2);
    expect(sample(text, 'site_http_requests_total{route="/hunde",status="200"}')).toBe(1);
    expect(sample(text, 'site_http_requests_total{route="/*",status="404"}')).toBe(1);
    expect(sample(text, 'site_http_requests_total{route="/healthz",status="200"}')).toBe(1);
    expect(sample(text, 'site_page_render_seconds_count{route="/hunde/:slug"}')).toBe(2);
    // /healthz is answered before the pages: no render.
    expect(text).not.toContain('site_page_render_seconds_count{route="/healthz"}');
    for (const raw of ["luna-4711", "bello-12", "wp-login"]) expect(text).not.toContain(raw);
  });

  it("reads the outbox, the dog source and the page cache at the scrape", async () => {
    const mail = { toAddress: "verein@example.org", subject: "s", textBody: "t", htmlBody: "h" };
    await database.db
      .insert(outboxMessages)
      .values([
        { ...mail, createdAt: new Date(Date.now() - 5 * minute) },
        { ...mail },
        { ...mail, status: "failed" },
        { ...mail, status: "sent" },
      ]);
    const text = await (await fetch(`${loopback.url}/metrics`)).text();
    expect(sample(text, "site_outbox_waiting")).toBe(2);
    expect(sample(text, "site_outbox_failed")).toBe(1);
    const oldest = sample(text, "site_outbox_oldest_waiting_age_seconds")!;
    expect(oldest).toBeGreaterThanOrEqual(300);
    expect(oldest).toBeLessThan(400);
    const dogAge = sample(text, "site_dog_list_age_seconds")!;
    expect(dogAge).toBeGreaterThanOrEqual(600);
    expect(dogAge).toBeLessThan(700);
    expect(sample(text, "site_dog_list_dogs")).toBe(32);
    expect(sample(text, "site_dog_source_failing")).toBe(1);
    expect(sample(text, "site_dog_source_failures_total")).toBe(3);
    expect(sample(text, "site_page_cache_hits_total")).toBe(41);
    expect(sample(text, "site_page_cache_misses_total")).toBe(7);
    expect(sample(text, "site_page_cache_bytes")).toBe(123_456);
    expect(sample(text, "site_page_cache_pages")).toBe(5);
  });

  it("counts form submissions by form type and outcome", async () => {
    await submitForm(database.db, { formType: "contact", locale: "de", data: { name: "" } });
    await submitForm(database.db, { formType: "contact", locale: "de", data: { website: "spam" } });
    await submitForm(database.db, { formType: "no-such-form", locale: "es", data: {} });
    const text = await (await fetch(`${loopback.url}/metrics`)).text();
    expect(sample(text, 'site_form_submissions_total{form_type="contact",outcome="invalid"}')).toBe(1);
    expect(sample(text, 'site_form_submissions_total{form_type="contact",outcome="blocked"}')).toBe(1);
    expect(sample(text, 'site_form_submissions_total{form_type="unknown",outcome="invalid"}')).toBe(1);
    expect(text).not.toContain("no-such-form");
  });

  it("passes a request from an address not allowed on to the site's not-found page", async () => {
    const response = await fetch(`${elsewhere.url}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("the site's not-found page");
  });

  it("passes a forwarded request on, whatever address it claims, even from a trusted proxy on this machine", async () => {
    for (const [name, value] of [
      ["X-Forwarded-For", "127.0.0.1"],
      ["Forwarded", "for=127.0.0.1"],
      ["X-Real-IP", "127.0.0.1"],
    ]) {
      const headers = { [name!]: value! };
      const response = await fetch(`${loopback.url}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("the site's not-found page");
    }
    const fromTenNet = await fetch(`${elsewhere.url}/metrics`, { headers: { "X-Forwarded-For": "10.1.2.3" } });
    expect(fromTenNet.status).toBe(404);
  });
});
