/**
 * Whether a mail server refused a message for good: an SMTP reply in the 5xx range ("550 mailbox unavailable",
 * "554 rejected") does not change by trying again, so the outbox gives such a message up at once (an editor
 * can send it again once the cause is fixed). Anything else (4xx, a lost connection, a timeout) is retried.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = typeof error === "object" && error !== null ? (error as { responseCode?: unknown }).responseCode : undefined;
  return typeof code === "number" && code >= 500 && code < 600;
}
