import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { formSubmissions } from "~/db/schema";
import { deleteSubmissions } from "~/features/forms/delete-submissions.server";
import { notifyOutbox } from "~/platform/mail/outbox-signal.server";
import { type FormType, isFormType } from "~/features/forms/schemas/form-types";
import { enqueueSubmissionMails } from "~/features/forms/submit.server";
import { type Locale, isLocale } from "~/i18n/locales";
import { isSpamReason, type SpamReason } from "~/features/spam/spam-reason";
import { recordActivity } from "./activity.server";

/**
 * The spam folder: requests the spam rules caught (app/features/spam), kept 14 days (then the daily clean-up
 * deletes them). An editor rescues a false positive ("not spam": unmarked, its mail to the association goes
 * out then) or deletes one at once. Both are in the activity log under the request's form, nothing personal.
 */

export interface SpamRequest {
  id: string;
  formType: FormType;
  locale: Locale;
  reason: SpamReason;
  createdAt: Date;
  data: Record<string, unknown>;
}

/** The spam folder, newest first. */
export async function spamFolder(database: Database): Promise<SpamRequest[]> {
  const rows = await database
    .select({
      id: formSubmissions.id,
      formType: formSubmissions.formType,
      locale: formSubmissions.locale,
      reason: formSubmissions.spamReason,
      createdAt: formSubmissions.createdAt,
      data: formSubmissions.data,
    })
    .from(formSubmissions)
    .where(isNotNull(formSubmissions.spamReason))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id));
  return rows.flatMap((row) =>
    isFormType(row.formType) && isLocale(row.locale) && isSpamReason(row.reason)
      ? [{ ...row, formType: row.formType, locale: row.locale, reason: row.reason, data: row.data as Record<string, unknown> }]
      : [],
  );
}

export interface SpamDecision {
  id: string;
  editorId: string;
  /** The request's form as the activity log names it (the editor's language). */
  summaryOf: (formType: FormType) => string;
}

/** "Not spam": unmarks the request and puts its mail into the outbox, once (a second click finds it rescued: `gone`). */
export async function rescueSpam(
  database: Database,
  { id, editorId, summaryOf, recipients }: SpamDecision & { recipients?: Partial<Record<Locale, string>> },
): Promise<"rescued" | "gone"> {
  const rescued = await database.transaction(async (tx) => {
    const [row] = await tx
      .update(formSubmissions)
      .set({ spamReason: null })
      .where(and(eq(formSubmissions.id, id), isNotNull(formSubmissions.spamReason)))
      .returning();
    if (!row || !isFormType(row.formType) || !isLocale(row.locale)) return false;
    const submission = { ...row, formType: row.formType, locale: row.locale, data: row.data as Record<string, unknown> };
    await enqueueSubmissionMails(tx, submission, recipients);
    await recordActivity(tx, { editorId, subjectType: "spam", action: "rescued", subjectId: id, summary: summaryOf(submission.formType) });
    return true;
  });
  if (!rescued) return "gone";
  notifyOutbox();
  return "rescued";
}

/** Deletes a request of the spam folder now (one that is no longer there: `gone`). */
export function deleteSpam(database: Database, { id, editorId, summaryOf }: SpamDecision): Promise<"deleted" | "gone"> {
  return database.transaction(async (tx) => {
    const [row] = await tx
      .select({ formType: formSubmissions.formType })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.id, id), isNotNull(formSubmissions.spamReason)));
    if (!row || !isFormType(row.formType)) return "gone";
    const deleted = await deleteSubmissions(tx, and(eq(formSubmissions.id, id), isNotNull(formSubmissions.spamReason))!);
    if (deleted.length === 0) return "gone";
    await recordActivity(tx, { editorId, subjectType: "spam", action: "deleted", subjectId: id, summary: summaryOf(row.formType) });
    return "deleted";
  });
}
