import { isbot } from "isbot";
import type { Locale } from "~/i18n/locales";
import { routeTable } from "~/i18n/route-table";
import { isWorkspacePath } from "~/platform/workspace-path";

/** A public answer as the insights see it: nothing of it is kept but the path, the host and a referring host. */
export interface AnsweredPage {
  method: string;
  status: number;
  /** The request's path without its query. */
  pathname: string;
  contentType: string | undefined;
  headers: {
    userAgent: string | undefined;
    doNotTrack: string | undefined;
    globalPrivacyControl: string | undefined;
    referer: string | undefined;
  };
}

/** A path longer than this is no page of the site (and is not kept). */
const MAX_PATH = 200;
/** A referring host longer than this is no host. */
const MAX_HOST = 100;

/**
 * Whether the visitor asked not to be counted: `Sec-GPC: 1` (Global Privacy Control) or `DNT: 1` (Do Not Track).
 * Such a visitor is not counted at all, neither as a view nor as a visitor.
 */
export const declinesCounting = (headers: AnsweredPage["headers"]) =>
  headers.globalPrivacyControl?.trim() === "1" || headers.doNotTrack?.trim() === "1";

/** User agents already looked up: a crowd sends few, and the list is one long pattern. */
const knownAgents = new Map<string, boolean>();
const MAX_KNOWN_AGENTS = 2_000;

/** Whether the user agent is a bot's, by the `isbot` package's list (kept by its maintainers); no user agent counts as one. */
export function isBot(userAgent: string | undefined): boolean {
  if (!userAgent) return true;
  let bot = knownAgents.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    if (knownAgents.size >= MAX_KNOWN_AGENTS) knownAgents.clear();
    knownAgents.set(userAgent, bot);
  }
  return bot;
}

/**
 * The public page an answer showed, as counted: a successful GET of a page (its HTML, also as "not modified", or
 * React Router's data of it
 * for a navigation in the browser: `/hunde.data` is `/hunde`, `/_root.data` is `/`), not the workspace's; undefined
 * for every other answer (files, endpoints, errors, redirects, HEAD), a bot's and one whose visitor declined.
 */
export function viewedPath(answer: AnsweredPage): string | undefined {
  // 304: the browser shows its copy of the page again, a view like another.
  if (answer.method !== "GET" || (answer.status !== 200 && answer.status !== 304)) return undefined;
  const { pathname } = answer;
  if (!pathname.startsWith("/") || pathname.length > MAX_PATH || isWorkspacePath(pathname)) return undefined;
  const data = pathname.endsWith(".data");
  if (!data && !answer.contentType?.startsWith("text/html")) return undefined;
  if (declinesCounting(answer.headers) || isBot(answer.headers.userAgent)) return undefined;
  if (!data) return pathname;
  return pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length);
}

const dogPagePatterns = Object.fromEntries(
  Object.entries(routeTable.dogDetail).map(([locale, pattern]) => [locale, new RegExp(`^${pattern.replace(":slug", "([^/]+)")}/?$`)]),
) as Record<Locale, RegExp>;

/** The dog's slug when `path` is a dog's page on `locale`'s host. */
export function dogSlugOf(path: string, locale: Locale): string | undefined {
  const slug = dogPagePatterns[locale].exec(path)?.[1];
  if (!slug) return undefined;
  try {
    return decodeURIComponent(slug);
  } catch {
    return undefined;
  }
}

/**
 * The host of the page a visitor came from (`Referer`), lowercased; undefined for none, for a page of the site itself
 * (`ownHosts`) and for anything that is no web address. Only the host is kept, never the path.
 */
export function referringHost(referer: string | undefined, ownHosts: readonly string[]): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    if (!host || host.length > MAX_HOST) return undefined;
    const own = ownHosts.some((ownHost) => ownHost === url.hostname.toLowerCase() || ownHost.replace(/^www\./, "") === host);
    return own ? undefined : host;
  } catch {
    return undefined;
  }
}

/** The longest search kept. */
const MAX_SEARCH = 60;

/**
 * The words of a dog-list search as kept: trimmed, lowercased, spaces collapsed, at most 60 characters; undefined for
 * none and for what looks like personal data rather than a dog's name or kind (an e-mail address, a phone number).
 */
export function searchWords(words: string | undefined): string | undefined {
  const kept = words?.normalize("NFC").trim().toLowerCase().replace(/\s+/g, " ").slice(0, MAX_SEARCH);
  if (!kept || kept.includes("@") || /\d[\d\s/-]{4,}\d/.test(kept)) return undefined;
  return kept;
}
