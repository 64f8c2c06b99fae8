/**
 * A cell of an exported CSV file that a spreadsheet program could run as a formula (`=`, `+`, `-`, `@`, a tab
 * or a carriage return at its start) gets a leading apostrophe, so that it shows as the text it is.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function neutralisedCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/** A phone number as people type it: digits, at most a plus, spaces, brackets, slashes, dots and dashes. */
const phoneNumber = /^(?=.*\d)[\d+ ()/.-]+$/;

/**
 * A phone number's cell shows it as typed. Unmarked, a spreadsheet program would read `+49 170 1234567` as a
 * formula and `01701234567` as a number (its 0 lost), and the apostrophe would show. A tab in front makes it
 * text and is not shown; it is safe here only because nothing but phone characters follows (no function, no
 * reference): anything else in a phone field is neutralised like every cell.
 */
export function phoneCell(value: string): string {
  return phoneNumber.test(value) ? `\t${value}` : neutralisedCell(value);
}
