import { stringify } from "csv-stringify/sync";
import { requestFields } from "~/features/forms/mail";
import { FORM_TYPES, type FormType } from "~/features/forms/schemas/form-types";
import type { Locale } from "~/i18n/locales";
import { workspaceDateTime } from "../dates";
import type { WorkspaceTexts } from "../texts";
import { neutralisedCell } from "./csv-cell";
import type { RequestStatus } from "./statuses";

export interface ExportedRequest {
  id: string;
  formType: FormType;
  locale: Locale;
  status: RequestStatus;
  createdAt: Date;
  assigneeEmail: string | null;
  data: Record<string, unknown>;
}

/**
 * The inbox as a CSV file: UTF-8 with a byte order mark (spreadsheet programs then show umlauts), one row per
 * request, the common columns first, then the fields of the exported forms (labelled in the workspace's
 * language, values as the association's mail shows them). Every cell is neutralised against
 * formula injection.
 */
export function inboxCsv(
  requests: readonly ExportedRequest[],
  { locale, texts }: { locale: Locale; texts: WorkspaceTexts["inbox"] },
): string {
  // A column per label: fields that mean the same in several forms ("Name", "E-Mail") share one, fields with
  // their own label (a sponsorship's monthly amount, a donation's amount) keep theirs.
  const fieldColumns = new Set<string>();
  const exportedForms = FORM_TYPES.filter((formType) => requests.some((request) => request.formType === formType));
  for (const formType of exportedForms) for (const { label } of requestFields({ formType, locale, data: {} })) fieldColumns.add(label);
  const rows = requests.map((request) => {
    const values = new Map(
      requestFields({ formType: request.formType, locale, data: request.data }).map(({ label, value }) => [label, value]),
    );
    return [
      request.id,
      workspaceDateTime(request.createdAt, locale),
      texts.forms[request.formType],
      texts.locales[request.locale],
      texts.statuses[request.status],
      request.assigneeEmail ?? "",
      ...[...fieldColumns].map((label) => values.get(label) ?? ""),
    ];
  });
  // The common columns' names differ from every field label ("Art der Anfrage", not the sponsorship's "Formular").
  const { csv } = texts;
  const header = [csv.reference, csv.received, csv.form, csv.language, csv.status, csv.assignee, ...fieldColumns];
  return stringify(
    [header, ...rows].map((row) => row.map(neutralisedCell)),
    { bom: true, record_delimiter: "windows" },
  );
}
