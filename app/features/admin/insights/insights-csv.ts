import { stringify } from "csv-stringify/sync";
import { neutralisedCell } from "~/features/admin/inbox/csv-cell";
import { CSV_SEPARATORS, type CsvSeparator } from "~/features/admin/inbox/csv-separator";
import type { InsightsReport } from "~/features/insights/report";

/** The CSV's columns (CONTRACT "Insights": `dog_id`, `views`, `visitors`, `requests` among them), the same in both languages. */
export const INSIGHTS_CSV_COLUMNS = [
  "dog_id",
  "dog_name",
  "from",
  "to",
  "days_online",
  "views",
  "visitors",
  "favourites",
  "shares",
  "prints",
  "adoption_requests",
  "sponsorship_requests",
  "requests",
  "requests_per_100_visitors",
] as const;

/**
 * The insights per dog as a CSV file, as the inbox's (UTF-8 with a byte order mark, semicolons unless commas are
 * asked for, cells neutralised against formula injection). With semicolons, a decimal has a comma, as the
 * spreadsheet programs that want semicolons read it.
 */
export function insightsCsv(report: Pick<InsightsReport, "from" | "to" | "dogs">, separator: CsvSeparator): string {
  const decimal = (value: number | undefined) =>
    value === undefined ? "" : separator === "semicolon" ? String(value).replace(".", ",") : String(value);
  const rows = report.dogs.map((dog) => [
    neutralisedCell(dog.id),
    neutralisedCell(dog.title),
    report.from,
    report.to,
    dog.daysOnline === undefined ? "" : String(dog.daysOnline),
    ...[dog.views, dog.visitors, dog.favourites, dog.shares, dog.prints, dog.adoptionRequests, dog.sponsorshipRequests, dog.requests].map(
      String,
    ),
    decimal(dog.requestsPer100),
  ]);
  return stringify([[...INSIGHTS_CSV_COLUMNS], ...rows], { bom: true, delimiter: CSV_SEPARATORS[separator], record_delimiter: "windows" });
}
