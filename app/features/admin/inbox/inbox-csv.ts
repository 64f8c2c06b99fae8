import { stringify } from "csv-stringify/sync";
import { requestFields } from "~/features/forms/mail";
import { FORM_TYPES, type FormType } from "~/features/forms/schemas/form-types";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { workspaceDateTime } from "../dates";
import type { InboxTexts } from "./texts";
import { neutralisedCell, phoneCell } from "./csv-cell";
import { CSV_SEPARATORS, type CsvSeparator } from "./csv-separator";
import type { RequestStatus } from "./statuses";

export interface ExportedRequest {
  id: string;
  formType: FormType;
  locale: Locale;
  status: RequestStatus;
  createdAt: Date;
  /** The editor who handles it, as shown. */
  assignee: string | null;
  data: Record<string, unknown>;
  /** The editors' notes, oldest first. */
  notes: readonly { at: Date; author: string | null; body: string }[];
}

/** The form fields that hold phone numbers (every form names them so). */
const PHONE_FIELDS: ReadonlySet<string> = new Set(["phone", "mobile"]);

/**
 * The inbox as a CSV file for spreadsheet programs: UTF-8 with a byte order mark (they then read umlauts),
 * semicolons between columns unless commas are asked for (csv-separator.ts), one row per request: the common
 * columns first, then the fields of the exported forms (labelled in the workspace's language, values as the
 * association's mail shows them), then the editors' notes. Every cell is neutralised against formula
 * injection; phone numbers show as typed (csv-cell.ts).
 */
export function inboxCsv(
  requests: readonly ExportedRequest[],
  { locale, texts, separator }: { locale: Locale; texts: InboxTexts; separator: CsvSeparator },
): string {
  // A column per label: fields that mean the same in several forms ("Name", "E-Mail") share one, fields with
  // their own label (a sponsorship's monthly amount, a donation's amount) keep theirs.
  const fieldColumns = new Set<string>();
  const exportedForms = FORM_TYPES.filter((formType) => requests.some((request) => request.formType === formType));
  for (const formType of exportedForms) for (const { label } of requestFields({ formType, locale, data: {} })) fieldColumns.add(label);
  const { csv } = texts;
  const rows = requests.map((request) => {
    const cells = new Map(
      requestFields({ formType: request.formType, locale, data: request.data }).map(({ field, label, value }) => [
        label,
        PHONE_FIELDS.has(field) ? phoneCell(value) : neutralisedCell(value),
      ]),
    );
    const notes = request.notes.map(({ at, author, body }) =>
      format(csv.noteLine, { date: workspaceDateTime(at, locale), editor: author ?? "", note: body }),
    );
    return [
      ...[
        request.id,
        workspaceDateTime(request.createdAt, locale),
        texts.forms[request.formType],
        texts.locales[request.locale],
        texts.statuses[request.status],
        request.assignee ?? "",
      ].map(neutralisedCell),
      ...[...fieldColumns].map((label) => cells.get(label) ?? ""),
      neutralisedCell(notes.join("\n\n")),
    ];
  });
  // The common columns' names differ from every field label ("Art der Anfrage", not the sponsorship's "Formular").
  const header = [csv.reference, csv.received, csv.form, csv.language, csv.status, csv.assignee, ...fieldColumns, csv.notes];
  return stringify([header.map(neutralisedCell), ...rows], {
    bom: true,
    delimiter: CSV_SEPARATORS[separator],
    record_delimiter: "windows",
  });
}
