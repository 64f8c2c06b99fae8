/** Rows fetched at a time from a table without binary columns. */
export const ROWS_PER_FETCH = 64;

/**
 * Rows fetched at a time while a backup reads a table with these column types. A row with a binary column (a
 * picture or one of its copies) may hold megabytes, which travel as hex text, twice their size, through the
 * embedded database's WebAssembly memory (which never shrinks) and the JavaScript heap: such rows come one at a
 * time (decision 0023: 64 pictures at once took a server to 1 GB resident, or out of a 128 MB heap).
 */
export function rowsPerFetch(columnTypes: readonly string[]): number {
  return columnTypes.includes("bytea") ? 1 : ROWS_PER_FETCH;
}
