import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../tests/support/raw-http";
import { requestTarget, routerUrl } from "./request-target";

const servers: Server[] = [];

/** The middleware in front of a handler that reports what later handlers (React Router) would see. */
async function start(trustProxy: boolean) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(requestTarget(["GET", "HEAD", "POST", "OPTIONS"]));
  app.use(
    (req, res) => void res.json({ host: req.headers.host, url: req.originalUrl, path: req.path, routerPath: routerUrl(req).pathname }),
  );
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

let port: number;
let proxiedPort: number;
beforeAll(async () => {
  port = await start(false);
  proxiedPort = await start(true);
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

describe("the request target", () => {
  it("takes the absolute form's host and path (RFC 9112 §3.2.2)", async () => {
    const response = await rawRequest(port, { method: "GET", path: "http://es.localhost:3000/contacto?a=1", host: "localhost:3000" });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      host: "es.localhost:3000",
      url: "/contacto?a=1",
      path: "/contacto",
      routerPath: "/contacto",
    });
    const secure = await rawRequest(port, { method: "GET", path: "https://localhost/kontakt", host: "localhost" });
    expect(JSON.parse(secure.body)).toMatchObject({ host: "localhost", url: "/kontakt" });
  });

  it("refuses an absolute form of another scheme", async () => {
    expect((await rawRequest(port, { method: "GET", path: "ftp://localhost/kontakt", host: "localhost" })).status).toBe(400);
  });

  it("answers OPTIONS * with the server's methods and refuses * with any other method", async () => {
    const options = await rawRequest(port, { method: "OPTIONS", path: "*", host: "localhost" });
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    expect((await rawRequest(port, { method: "GET", path: "*", host: "localhost" })).status).toBe(400);
  });

  it("hands on paths with odd slashes as React Router reads them", async () => {
    const answers = await Promise.all(
      ["///", "/\\", "/\\evil.example", "//evil.example/"].map(async (path) =>
        JSON.parse((await rawRequest(port, { method: "GET", path, host: "localhost" })).body),
      ),
    );
    expect(answers.map((answer: { routerPath: string }) => answer.routerPath)).toEqual(["///", "//", "//evil.example", "//evil.example/"]);
  });

  it("refuses a path with a broken percent-encoding, for every method", async () => {
    for (const [method, path] of [
      ["GET", "/%"],
      ["PUT", "/hunde/%E0%A4%A"],
      ["POST", "/kontakt%zz"],
    ]) {
      expect((await rawRequest(port, { method: method!, path: path!, host: "localhost" })).status, path).toBe(400);
    }
    const encoded = await rawRequest(port, { method: "GET", path: "/blog/%C3%BCber%20uns?q=%", host: "localhost" });
    expect(JSON.parse(encoded.body)).toMatchObject({ routerPath: "/blog/%C3%BCber%20uns" });
  });
});

describe("the Host header (RFC 9112 §3.2)", () => {
  it.each(["localhost", "localhost:3000", "es.localhost:3210", "127.0.0.1:80", "[::1]:3000", "www.example.de"])(
    "%s is taken",
    async (host) => {
      expect((await rawRequest(port, { method: "GET", path: "/", host })).status).toBe(200);
    },
  );

  it.each(["", "a b", "[::1", "localhost:99999", "%zz", "host:port"])("%j is a bad request", async (host) => {
    expect((await rawRequest(port, { method: "GET", path: "/kontakt", host })).status).toBe(400);
  });

  it("is required", async () => {
    expect((await rawRequest(port, { method: "GET", path: "/kontakt", host: null })).status).toBe(400);
  });

  it("and the forwarded host and protocol are checked where a proxy is trusted, ignored elsewhere", async () => {
    const forwarded = (headers: Record<string, string>, to = proxiedPort) =>
      rawRequest(to, { method: "GET", path: "/", host: "localhost", headers });
    expect((await forwarded({ "x-forwarded-host": "www.example.es, proxy.internal", "x-forwarded-proto": "https" })).status).toBe(200);
    expect((await forwarded({ "x-forwarded-host": "a b" })).status).toBe(400);
    expect((await forwarded({ "x-forwarded-host": "www.example.es:99999" })).status).toBe(400);
    expect((await forwarded({ "x-forwarded-proto": "a b" })).status).toBe(400);
    expect((await forwarded({ "x-forwarded-proto": "javascript" })).status).toBe(400);
    expect((await forwarded({ "x-forwarded-host": "a b", "x-forwarded-proto": "a b" }, port)).status).toBe(200);
  });
});
