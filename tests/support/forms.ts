import { type Locator, expect } from "@playwright/test";

/**
 * Waits until a form box runs in the browser (`data-enhanced`), so that
 * clicks take the JavaScript path. A form's code loads at the visitor's first
 * interaction (app/components/deferred-island.tsx): here, focusing its first field.
 */
export async function enhanceForm(form: Locator) {
  await form.locator("input:not([type=hidden]), textarea, select").first().focus();
  await expect(form).toHaveAttribute("data-enhanced", "true");
}
