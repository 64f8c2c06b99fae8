/**
 * The column separator of the inbox's CSV file. Spreadsheet programs set to German or Spanish (Excel,
 * LibreOffice) expect semicolons, as their decimal comma is taken: a comma-separated file opens there as one
 * column. Semicolons are the default; `?separator=comma` gives commas for programs that want those.
 */
export const CSV_SEPARATORS = { semicolon: ";", comma: "," } as const;
export type CsvSeparator = keyof typeof CSV_SEPARATORS;

const PARAM = "separator";

/** The separator a query string asks for; anything else is the default. */
export const csvSeparatorOf = (params: URLSearchParams): CsvSeparator => (params.get(PARAM) === "comma" ? "comma" : "semicolon");

/** The query string of the comma-separated file for a filter's query string (without `?`). */
export const commaSeparatedQuery = (filterQuery: string) => [filterQuery, `${PARAM}=comma`].filter(Boolean).join("&");
