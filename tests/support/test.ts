import { type Page, test as base, expect } from "@playwright/test";

export * from "@playwright/test";

/**
 * The end-to-end tests' `test`: Playwright's, with every page of the test watched for what hydration reports.
 * A hydration that does not match the server's HTML falls back to a client render, which replaces the server's
 * controls with new, empty ones: a tick or a text the visitor gave in the meantime is lost (issue 33). The browser
 * entry logs such a recoverable error with the prefix below (app/entry.client.tsx); React's own mismatch warnings
 * and uncaught errors of the page count too. Any of them fails the test, after it ran, with their texts.
 */
export const recoverableErrorPrefix = "Recoverable React error:";
const hydrationTexts = [recoverableErrorPrefix, "Hydration failed", "hydrated but some attributes", "did not match"];

export interface HydrationWatch {
  /** Texts of the hydration errors and uncaught errors the test's pages reported so far. */
  hydrationErrors: string[];
}

export const test = base.extend<HydrationWatch>({
  hydrationErrors: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on("console", (message) => {
          if (message.type() !== "error" && message.type() !== "warning") return;
          const text = message.text();
          if (hydrationTexts.some((needle) => text.includes(needle))) errors.push(`${page.url()}: ${text}`);
        });
        page.on("pageerror", (error) => {
          if (hydrationTexts.some((needle) => error.message.includes(needle))) errors.push(`${page.url()}: ${error.message}`);
        });
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await use(errors);
      if (testInfo.status === testInfo.expectedStatus) expect(errors, "hydration errors of the test's pages").toEqual([]);
    },
    { auto: true },
  ],
});
