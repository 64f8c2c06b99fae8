import { describe, expect, it } from "vitest";
import { ROWS_PER_FETCH, rowsPerFetch } from "./backup-batches";

describe("rows fetched at a time by a backup", () => {
  it("fetches a table with a binary column one row at a time", () => {
    expect(rowsPerFetch(["text", "bytea", "integer"])).toBe(1);
  });

  it("fetches other tables in batches of 64", () => {
    expect(ROWS_PER_FETCH).toBe(64);
    expect(rowsPerFetch(["bigint", "jsonb", "timestamp with time zone"])).toBe(64);
    expect(rowsPerFetch([])).toBe(64);
  });
});
