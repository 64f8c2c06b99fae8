import type { ReceivedMail } from "./fake-smtp";
import { fakeSmtpApiPort } from "./ports";

/** The e2e server's delivered mails, read from the fake SMTP server's HTTP API. */
export async function deliveredMails(): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${fakeSmtpApiPort()}/mails`);
  return (await response.json()) as ReceivedMail[];
}

/** Waits for the mail a test caused (tests run in parallel: match on something unique, e.g. the reply-to address). */
export async function waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await deliveredMails()).filter(match);
    if (found.length > 1) throw new Error(`expected one mail, got ${found.length}: ${found.map((mail) => mail.subject).join(", ")}`);
    if (found[0]) return found[0];
    if (Date.now() > deadline) throw new Error("no matching mail delivered in time");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A reply-to address unique to one test run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

/** Makes the e2e server's SMTP server refuse for good (550) every mail containing `text`, or (`false`) accept them again. */
export async function refuseMailsContaining(text: string, refuse = true): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${fakeSmtpApiPort()}/refused/${encodeURIComponent(text)}`, {
    method: refuse ? "PUT" : "DELETE",
  });
  if (!response.ok) throw new Error(`the fake SMTP server answered ${response.status}`);
}

/** The association's address per site (the site config's, as the e2e server sets no MAIL_TO_*): the receipts answer to it. */
export const associationAddress = { de: "info@hundehilfe-example.de", es: "info@rescate-example.es" } as const;

/**
 * Waits for the receipt of a test's request: the one mail to the visitor's address (the association's mail
 * goes to the association with reply-to the visitor, so `replyTo === email` matches that one only).
 */
export function waitForReceipt(email: string): Promise<ReceivedMail> {
  return waitForMail((mail) => mail.to.includes(email));
}
