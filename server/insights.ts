import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http";
import express, { type RequestHandler } from "express";
import * as z from "zod";
import proxyaddr from "proxy-addr";
import { siteOrigins } from "~/config/env.server";
import type { Insights } from "~/features/insights/insights.server";
import { EVENT_KINDS } from "~/features/insights/kinds";
import { type AnsweredPage, searchWords } from "~/features/insights/page-view";
import { localeFromHost } from "~/i18n/detect";
import type { Locale } from "~/i18n/locales";
import { targetPathname } from "./request-target";

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(",") : value);

/** What the counting reads of a request: its method, path and the four headers (the user agent only for the hash). */
export function answeredPage(
  req: IncomingMessage,
  res: ServerResponse,
  target = req.url ?? "/",
  contentType = headerText(res.getHeader("content-type") as string | string[] | undefined),
): AnsweredPage {
  let pathname = "";
  try {
    pathname = target.startsWith("/") ? targetPathname(target) : "";
  } catch {
    pathname = "";
  }
  return {
    method: req.method ?? "",
    status: res.statusCode,
    pathname,
    contentType,
    headers: {
      userAgent: headerText(req.headers["user-agent"]),
      doNotTrack: headerText(req.headers.dnt),
      globalPrivacyControl: headerText(req.headers["sec-gpc"]),
      referer: headerText(req.headers.referer),
    },
  };
}

/** Counts the answer once it is sent (its status and type known then); `client` undefined: not counted. */
function countWhenSent(
  insights: Insights,
  req: IncomingMessage,
  res: ServerResponse,
  client: () => { address: string | undefined; locale: Locale; target?: string; contentType?: string } | undefined,
) {
  res.once("finish", () => {
    const counted = client();
    if (counted) insights.countPage(answeredPage(req, res, counted.target, counted.contentType), counted);
  });
}

/**
 * The app's counting of public pages it answers itself (rendered or from the page cache behind Express): mount it
 * before them. A signed-in editor's pages are not counted.
 */
export function insightsCounting(insights: Insights): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET") {
      // An editor's view is no visitor's: it is not counted at all.
      countWhenSent(insights, req, res, () =>
        res.locals.editor ? undefined : { address: req.ip, locale: res.locals.locale, target: req.originalUrl },
      );
    }
    next();
  };
}

/**
 * The front door's counting of the kept pages it answers (server/front-door.ts), with the client address as Express
 * would read it (`trusts`: the app's "trust proxy" function).
 */
export function frontDoorCounting(insights: Insights, trusts: (address: string | undefined, hop: number) => boolean) {
  // The kept page's type is passed in: the page cache writes its headers in one writeHead, which getHeader does not see.
  return (req: IncomingMessage, res: ServerResponse, contentType: OutgoingHttpHeader | undefined) => {
    if (req.method !== "GET") return;
    countWhenSent(insights, req, res, () => ({
      address: clientAddress(req, trusts),
      locale: localeFromHost(req.headers.host, siteOrigins().es),
      target: req.url ?? "/",
      contentType: headerText(typeof contentType === "number" ? String(contentType) : contentType),
    }));
  };
}

function clientAddress(req: IncomingMessage, trusts: (address: string | undefined, hop: number) => boolean): string | undefined {
  // Where the peer is no trusted proxy, its address is the client's (proxyaddr's answer, without reading the
  // forwarded addresses it would not take).
  if (!trusts(req.socket.remoteAddress, 0)) return req.socket.remoteAddress;
  try {
    return proxyaddr(req, (address, hop) => trusts(address, hop));
  } catch {
    return req.socket.remoteAddress;
  }
}

/** The beacon's path (public/insights.js posts here). */
export const INSIGHTS_BEACON_PATH = "/api/insights";

const beaconBody = z.object({
  e: z.enum(EVENT_KINDS),
  p: z.string().max(300),
  w: z.string().max(200).optional(),
  /** The dog's slug or suffix, where the page is no dog's (a heart on a card). */
  d: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,120}$/)
    .optional(),
});

/**
 * `POST /api/insights`: the beacon's event (a favourite added, a share, a print sheet, a dog-list search that found
 * nothing), `{"e": kind, "p": the page's path, "w": the search's words, "d": a dog's slug where the page is none's}`. Always answered 204 without a body, so a
 * page learns nothing from it; counted only from a page of the site (Origin), not for bots nor for a visitor who
 * declined (Sec-GPC, DNT). Not the forms' rate limit: an event stores nothing of its sender.
 */
export function insightsBeacon(insights: Insights): RequestHandler[] {
  return [
    express.text({ type: () => true, limit: "1kb" }),
    (req, res) => {
      res.status(204).end();
      const origin = req.get("origin");
      const origins = Object.values(siteOrigins());
      if (origin !== undefined && !origins.includes(origin)) return;
      let parsed: z.infer<typeof beaconBody> | undefined;
      try {
        parsed = beaconBody.parse(JSON.parse(typeof req.body === "string" ? req.body : ""));
      } catch {
        return;
      }
      const words = parsed.e === "emptySearch" ? searchWords(parsed.w) : undefined;
      if (parsed.e === "emptySearch" && !words) return;
      insights.countEvent(
        { kind: parsed.e, path: parsed.p, words, dog: parsed.d },
        {
          userAgent: req.get("user-agent"),
          doNotTrack: req.get("dnt"),
          globalPrivacyControl: req.get("sec-gpc"),
          referer: undefined,
        },
        res.locals.locale,
      );
    },
  ];
}
