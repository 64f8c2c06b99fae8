import { Counter, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The process's metrics that code anywhere counts (GET /metrics adds the server's own, server/metrics.ts):
 * Node's figures (resident memory, heap, event loop delay) and the form submissions.
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });

/** Every form post that reached the submission service, by form and outcome (accepted, invalid, blocked by the honeypot). */
export const formSubmissionsCounter = new Counter({
  name: "site_form_submissions_total",
  help: "Form submissions by form type and outcome (accepted, invalid, blocked)",
  labelNames: ["form_type", "outcome"] as const,
  registers: [processMetrics],
});
