import { type Locator, type Page, expect } from "@playwright/test";

/**
 * Waits until a form box runs in the browser (`data-enhanced`), so that
 * clicks take the JavaScript path. A form's code loads at the visitor's first
 * interaction (app/components/deferred-island.tsx): here, focusing its first field.
 */
export async function enhanceForm(form: Locator) {
  await form.locator("input:not([type=hidden]), textarea, select").first().focus();
  await expect(form).toHaveAttribute("data-enhanced", "true");
}

/**
 * Holds every request to `url` until `release()` is called, so that a state
 * shown while it is under way (e.g. "Wird gesendet...") can be asserted
 * however slow the machine is.
 */
export async function holdRequests(page: Page, url: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
