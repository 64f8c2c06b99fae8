import { describe, expect, it } from "vitest";
import { backoffDelay } from "~/lib/backoff";
import { MAIL_DEFAULTS, associationSender } from "./mail-worker.server";

describe("mail retries", () => {
  it("keep trying for more than half a day before a message is marked failed", () => {
    const total = Array.from({ length: MAIL_DEFAULTS.maxAttempts - 1 }, (_, index) =>
      backoffDelay(index + 1, MAIL_DEFAULTS.retryBaseMs, MAIL_DEFAULTS.retryMaxMs),
    ).reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThan(12 * 3_600_000);
  });

  it("retry a message whose sender died well within two minutes: one lease and one poll interval", () => {
    expect(MAIL_DEFAULTS.leaseMs + MAIL_DEFAULTS.pollIntervalMs).toBeLessThanOrEqual(30_000);
  });

  it("send as the association of the submission's language unless MAIL_FROM says otherwise", () => {
    expect(associationSender("de")).toBe('"Costa Azahar Hundehilfe" <info@hundehilfe-example.de>');
    expect(associationSender("es")).toBe('"Costa Azahar Rescate Animal" <info@rescate-example.es>');
  });
});
