import type { Page } from "@playwright/test";
import { holdRequests } from "../support/network";

/** Holds every client-side data request (React Router's `.data` fetches) until `release()`, so that loading states can be asserted. */
export function holdDataRequests(page: Page) {
  return holdRequests(page, /\.data(\?|$)/);
}

/** The schema.org types of the server-rendered JSON-LD of a page's HTML. */
export function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!)["@type"]);
}
