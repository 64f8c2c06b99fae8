import { type APIRequestContext, type Locator, type Page, type Request, expect } from "@playwright/test";
import { holdRequests } from "./network";
import { e2eOrigins, e2ePort } from "./ports";
import type { Locale } from "./site";

/**
 * Waits until a form box runs in the browser (`data-enhanced`), so that
 * clicks take the JavaScript path. A form's code loads at the visitor's first
 * interaction (app/components/deferred-island.tsx): here, focusing its first field.
 */
export async function enhanceForm(form: Locator) {
  await form.locator("input:not([type=hidden]), textarea, select").first().focus();
  await expect(form).toHaveAttribute("data-enhanced", "true");
}

/** A form sent with JavaScript: the router posts it to the page's data URL (e.g. `/kontakt.data`). */
const isDataUrl = (url: URL) => url.pathname.endsWith(".data");
const isFormPost = (request: Request) => request.method() === "POST" && isDataUrl(new URL(request.url()));

/** Lets every form post with JavaScript fail as a broken backend or proxy would (500, no answer the router can read). */
export async function failFormPosts(page: Page) {
  await page.route(isDataUrl, (route) => (isFormPost(route.request()) ? route.fulfill({ status: 500, body: "{}" }) : route.fallback()));
}

/** Holds every form post with JavaScript until `release()` is called (to see the submitting state). */
export function holdFormPosts(page: Page) {
  return holdRequests(page, isDataUrl, isFormPost);
}

/**
 * A form sent as the site's form scripts send it, to a JSON endpoint (`/api/send-form-email`,
 * `/api/submit-membership`) of `locale`'s host; expects it accepted.
 */
export async function sendThroughEndpoint(request: APIRequestContext, locale: Locale, path: string, body: object) {
  const response = await request.post(`http://127.0.0.1:${e2ePort()}${path}`, {
    headers: { host: new URL(e2eOrigins()[locale]).host },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}
