import type { Page } from "@playwright/test";

/** Holds every client-side data request (React Router's `.data` fetches) for `ms`, so that loading states become visible. */
export async function slowDownDataRequests(page: Page, ms: number) {
  await page.route(/\.data(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** The schema.org types of the server-rendered JSON-LD of a page's HTML. */
export function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!)["@type"]);
}
