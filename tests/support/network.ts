import type { Page, Request } from "@playwright/test";
import { waitForHydration } from "../../bench/first-load.mjs";

/**
 * Holds every request to `url` (that `held` picks, e.g. only POSTs) until
 * `release()` is called, so that a state shown while it is under way (e.g.
 * "Wird gesendet...", a skeleton) can be asserted however slow the machine is.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
  held: (request: Request) => boolean = () => true,
) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (held(route.request())) await released;
    await route.fallback();
  });
  return release;
}

/** The URLs of React Router's data requests (`….data`) the page makes from now on. */
export function recordDataRequests(page: Page): string[] {
  return recordRequests(page, /\.data(\?|$)/);
}

/** The address of one of the client build's chunks by its name (`dog-grid` → /assets/dog-grid-<8-character hash>.js). */
export function chunkAddress(name: string): RegExp {
  return new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`);
}

/** The addresses of the requests the page makes from now on that `address` matches (e.g. a chunk's). */
export function recordRequests(page: Page, address: RegExp): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (address.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** The documents the page loads from now on: none when a link is followed in the app. */
export function recordDocumentLoads(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") urls.push(request.url());
  });
  return urls;
}

/** Holds every script until `release()`: the page stays server HTML, nothing hydrates. */
export function holdScripts(page: Page) {
  return holdRequests(page, /\/assets\/.*\.js$/);
}

/** Waits until React has hydrated the page, or an island's element (shared with the first-load bench, which counts until then). */
export { waitForHydration };

/**
 * Waits until the page has hydrated, then moves the mouse over it, as a visitor reaching for something: the deferred
 * islands' code loads at this first interaction (components/deferred-island.tsx). Two moves: the pointer may already
 * be at the first point (an earlier page in the same test), which is no move.
 */
export async function hydrateAndMoveMouse(page: Page) {
  await waitForHydration(page);
  await page.mouse.move(200, 300);
  await page.mouse.move(210, 310);
}
