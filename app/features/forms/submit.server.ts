import { siteConfig } from "~/config/site";
import type { Database } from "~/db/client.server";
import { formSubmissions, outboxMessages } from "~/db/schema";
import type { Locale } from "~/i18n/locales";
import { formSubmissionsCounter } from "~/lib/metrics.server";
import { buildMail } from "./mail";
import { notifyOutbox } from "./outbox-signal.server";
import { isoDateIn } from "./rules/calendar";
import { withStorableText } from "./rules/storable-text";
import { isHoneypotFilled } from "./schemas/fields";
import { type FormType, isFormType } from "./schemas/form-types";
import { schemaFor } from "./schemas/registry";
import { type FieldErrors, validateWith } from "./schemas/validate";

/**
 * The one submission service behind the page actions and the JSON endpoints:
 * validate, drop honeypot hits, then store the submission and its outgoing
 * mail in one transaction. Success is reported only after that commit; the
 * mail worker delivers the outbox afterwards.
 */

export type SubmissionOutcome =
  | { status: "accepted"; id: string }
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
  return recipients[locale] || siteConfig.associations[locale].email;
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

  const id = await database.transaction(async (tx) => {
    const [submission] = await tx
      .insert(formSubmissions)
      .values({ formType, locale, data: sent, createdAt: now })
      .returning({ id: formSubmissions.id });
    if (!submission) throw new Error("form submission insert returned no row");
    const mail = buildMail({
      formType,
      locale,
      data: sent,
      submissionId: submission.id,
      receivedAt: now,
      to: mailRecipient(locale, options.recipients),
    });
    await tx.insert(outboxMessages).values({
      submissionId: submission.id,
      toAddress: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    });
    return submission.id;
  });
  notifyOutbox();
  return { status: "accepted", id };
}
