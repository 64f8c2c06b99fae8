import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../tests/support/raw-http";
import { pageMethods } from "./page-methods";

const action = async () => null;
const loader = async () => null;

/** The shape of the site's route tree (app/routes.ts) in a build: which modules have an action is what counts. */
const routes = {
  root: { id: "root", path: "", module: { loader } },
  site: { id: "site", parentId: "root", module: { loader } },
  home: { id: "home", parentId: "site", index: true, module: { loader } },
  imprint: { id: "imprint", parentId: "site", path: "impressum", module: { loader } },
  contact: { id: "contact", parentId: "site", path: "kontakt", module: { loader, action } },
  hospice: { id: "hospice", parentId: "site", path: "hospiz", module: { loader, action } },
  "hospice.part": { id: "hospice.part", parentId: "hospice", index: true, module: { loader } },
  de: { id: "de", parentId: "site", module: { loader, pageLocale: "de" } },
  "dogDetail.de": { id: "dogDetail.de", parentId: "de", path: "hunde/:slug", module: { loader, action } },
  notFound: { id: "notFound", parentId: "site", path: "*", module: { loader } },
  sitemap: { id: "sitemap", parentId: "root", path: "sitemap.xml", module: { loader } },
} as unknown as ServerBuild["routes"];

let server: Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use((req, res, next) => {
    res.locals.locale = req.headers.host?.startsWith("es.") ? "es" : "de";
    next();
  });
  app.use(pageMethods({ routes, basename: "/" }));
  // In React Router's place: tells which requests got through, and with which Allow header.
  app.use((req, res) => void res.status(200).json({ reached: `${req.method} ${req.originalUrl}`, allow: res.get("Allow") ?? null }));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const send = (method: string, path: string, host = "localhost") => rawRequest(port, { method, path, host });
const formPage = "GET, HEAD, POST, OPTIONS";
const page = "GET, HEAD, OPTIONS";

describe("methods a page does not take", () => {
  it("TRACE is refused with 405 and the page's methods (React Router cannot take it)", async () => {
    for (const [path, allow] of [
      ["/", page],
      ["/kontakt", formPage],
      ["/hunde/bruno-a1b2", formPage],
      ["/sitemap.xml", page],
    ] as const) {
      const response = await send("TRACE", path);
      expect(response.status, path).toBe(405);
      expect(response.headers.allow, path).toBe(allow);
      expect(response.body).toBe("");
    }
  });

  it.each(["PUT", "DELETE", "PATCH"])("%s on a form page is refused with 405 before it reaches the page's action", async (method) => {
    for (const path of ["/kontakt", "/hunde/bruno-a1b2", "/hospiz", "/kontakt.data"]) {
      const response = await send(method, path);
      expect(response.status, path).toBe(405);
      expect(response.headers.allow, path).toBe(formPage);
    }
  });

  it.each(["PUT", "DELETE", "PATCH", "PROPFIND", "QUERY"])(
    "%s on a page without a form, or an unknown path, is refused with 405",
    async (method) => {
      for (const path of ["/", "/impressum", "/nicht-da", "/__proto__", "/sitemap.xml"]) {
        const response = await send(method, path);
        expect(response.status, path).toBe(405);
        expect(response.headers.allow, path).toBe(page);
      }
    },
  );

  it("a POST to a page without a form goes on to React Router's error page, with Allow", async () => {
    for (const path of ["/impressum", "/", "/nicht-da", "/hospiz?index"]) {
      expect(JSON.parse((await send("POST", path)).body), path).toEqual({ reached: `POST ${path}`, allow: page });
    }
  });
});

describe("methods a page takes", () => {
  it("GET and HEAD reach every page", async () => {
    expect(JSON.parse((await send("GET", "/kontakt")).body)).toEqual({ reached: "GET /kontakt", allow: null });
    expect((await send("HEAD", "/nicht-da")).status).toBe(200);
  });

  it("POST reaches the form pages and their data requests", async () => {
    for (const path of ["/kontakt", "/hunde/bruno-a1b2", "/hospiz", "/kontakt.data", "/hunde/bruno-a1b2.data?_routes=dogDetail.de"]) {
      expect(JSON.parse((await send("POST", path)).body), path).toEqual({ reached: `POST ${path}`, allow: null });
    }
  });

  it("a page of the other language is not found: its form is never reached from the wrong host", async () => {
    const response = await send("POST", "/hunde/bruno-a1b2", "es.localhost");
    expect(response.status).toBe(404);
    expect(response.body).toBe("Not Found");
    expect((await send("POST", "/hunde/bruno-a1b2.data", "es.localhost")).status).toBe(404);
    expect(JSON.parse((await send("POST", "/kontakt", "es.localhost")).body)).toEqual({ reached: "POST /kontakt", allow: null });
  });

  it("OPTIONS answers 204 with the page's methods", async () => {
    for (const [path, allow] of [
      ["/kontakt", formPage],
      ["/impressum", page],
      ["/", page],
      ["/nicht-da", page],
    ] as const) {
      const response = await send("OPTIONS", path);
      expect(response.status, path).toBe(204);
      expect(response.headers.allow, path).toBe(allow);
    }
  });
});
