import { siteSettings } from "~/platform/settings/current";
import type { Database } from "~/db/client.server";
import { formSubmissions, outboxMessages } from "~/db/schema";
import { countAttempt } from "~/features/rate-limit/counter.server";
import { ADDRESS_WINDOW_MS, addressLimitReason } from "~/features/spam/address-limit";
import { addressLimitKey } from "~/features/spam/address-key.server";
import { linkStuffingReason } from "~/features/spam/link-stuffing";
import type { SpamReason } from "~/features/spam/spam-reason";
import type { Locale } from "~/i18n/locales";
import { formSubmissionsCounter } from "~/lib/metrics.server";
import { type OutgoingMail, buildMail } from "./mail";
import { notifyOutbox } from "~/platform/mail/outbox-signal.server";
import { buildReceipt, receiptAddress } from "./receipt";
import { takeReceiptAllowance } from "./receipt-limit.server";
import { isoDateIn } from "~/platform/time/calendar";
import { personAddress } from "./rules/person-address";
import { withStorableText } from "./rules/storable-text";
import { isHoneypotFilled } from "./schemas/fields";
import { type FormType, isFormType } from "./schemas/form-types";
import { schemaFor } from "./schemas/registry";
import { type FieldErrors, validateWith } from "./schemas/validate";

/**
 * The one submission service behind the page actions and the JSON endpoints:
 * validate, drop honeypot hits, then store the submission and its outgoing
 * mails (the association's and the visitor's receipt) in one transaction.
 * Success is reported only after that commit; the mail worker delivers the
 * outbox afterwards. What the spam rules catch (app/features/spam) is stored
 * with its reason and no mail, for the workspace's spam folder; the visitor
 * gets the answer of a success.
 */

export type SubmissionOutcome =
  | { status: "accepted"; id: string }
  /** Caught by a spam rule: stored in the spam folder, no mail; answered like a success to the client. */
  | { status: "spam"; id: string; reason: SpamReason }
  /** Honeypot filled: answered like a success to the client, nothing stored or sent. */
  | { status: "blocked" }
  | { status: "invalid"; fieldErrors: FieldErrors };

export interface SubmissionInput {
  formType: unknown;
  locale: Locale;
  data: unknown;
}

export interface SubmissionOptions {
  now?: Date;
  /** The association's address per variant (MAIL_TO_DE / MAIL_TO_ES, else the site config). */
  recipients?: Partial<Record<Locale, string>>;
}

/** Fields the form needs but the association does not receive (left out of the mail). */
const notSent = new Set(["privacyAccepted", "website"]);

export function mailRecipient(locale: Locale, recipients: Partial<Record<Locale, string>> = {}): string {
  return recipients[locale] || siteSettings().associations[locale].email;
}

/** A stored submission as its mails need it. */
export interface MailedSubmission {
  id: string;
  formType: FormType;
  locale: Locale;
  data: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Puts a stored submission's mails into the outbox, in the transaction that stores it (or lets it through
 * later): the association's mail, and the visitor's receipt unless their address has had its receipts for
 * the hour.
 */
export async function enqueueSubmissionMails(
  tx: Database,
  submission: MailedSubmission,
  recipients: Partial<Record<Locale, string>> = {},
): Promise<void> {
  const { id, formType, locale, data, createdAt } = submission;
  const content = { formType, locale, data, submissionId: id, receivedAt: createdAt };
  const association = mailRecipient(locale, recipients);
  const mails: { mail: OutgoingMail; receipt: boolean }[] = [{ mail: buildMail({ ...content, to: association }), receipt: false }];
  const visitor = receiptAddress(data);
  if (visitor && (await takeReceiptAllowance(tx, visitor)))
    mails.push({ mail: buildReceipt({ ...content, replyTo: association }), receipt: true });
  await tx.insert(outboxMessages).values(
    mails.map(({ mail, receipt }) => ({
      submissionId: id,
      receipt,
      toAddress: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    })),
  );
}

/**
 * The spam rule a valid submission breaks, if any. Every valid submission counts for its address (in the
 * database, for all instances together), spam or not: a bot cannot reset its count by sending links.
 */
async function spamReasonOf(database: Database, data: Record<string, unknown>): Promise<SpamReason | undefined> {
  const address = personAddress(data.email);
  const hits = address ? (await countAttempt(database, addressLimitKey(address), ADDRESS_WINDOW_MS)).hits : 0;
  return linkStuffingReason(data) ?? addressLimitReason(hits);
}

/** A JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export async function submitForm(database: Database, input: SubmissionInput, options: SubmissionOptions = {}): Promise<SubmissionOutcome> {
  const outcome = await receive(database, input, options);
  // Counted per known form only: the label set stays bounded whatever a client posts.
  formSubmissionsCounter.inc({ form_type: isFormType(input.formType) ? input.formType : "unknown", outcome: outcome.status });
  return outcome;
}

async function receive(database: Database, input: SubmissionInput, options: SubmissionOptions): Promise<SubmissionOutcome> {
  const { locale } = input;
  if (!isFormType(input.formType)) return { status: "invalid", fieldErrors: { formType: ["unknownFormType"] } };
  const formType: FormType = input.formType;
  // Text PostgreSQL cannot store (NUL, lone surrogates) is replaced before anything looks at it.
  const data = withStorableText(input.data);
  if (!isRecord(data)) return { status: "invalid", fieldErrors: { data: ["invalidValue"] } };
  if (isHoneypotFilled(data)) return { status: "blocked" };

  const now = options.now ?? new Date();
  const result = validateWith(schemaFor(formType, locale, { today: isoDateIn(now) }, data), data);
  if (!result.ok) return { status: "invalid", fieldErrors: result.fieldErrors };
  const sent = Object.fromEntries(Object.entries(result.data).filter(([name]) => !notSent.has(name)));
  const spamReason = await spamReasonOf(database, sent);

  const id = await database.transaction(async (tx) => {
    const [submission] = await tx
      .insert(formSubmissions)
      .values({ formType, locale, data: sent, createdAt: now, spamReason })
      .returning({ id: formSubmissions.id });
    if (!submission) throw new Error("form submission insert returned no row");
    if (!spamReason)
      await enqueueSubmissionMails(tx, { id: submission.id, formType, locale, data: sent, createdAt: now }, options.recipients);
    return submission.id;
  });
  if (spamReason) return { status: "spam", id, reason: spamReason };
  notifyOutbox();
  return { status: "accepted", id };
}
