/**
 * A cell of an exported CSV file that a spreadsheet program could run as a formula (`=`, `+`, `-`, `@`, a tab
 * or a carriage return at its start) gets a leading apostrophe, so that it shows as the text it is.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function neutralisedCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}
