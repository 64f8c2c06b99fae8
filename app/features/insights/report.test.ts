import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { INSIGHTS_CSV_COLUMNS, insightsCsv } from "~/features/admin/insights/insights-csv";
import { type DogFigures, dogFlag, orderedDogs, requestsPer100 } from "./report";

const dog = (id: string, visitors: number, requests: number): DogFigures => {
  const figures = {
    id,
    title: id,
    views: visitors * 2,
    visitors,
    favourites: 0,
    shares: 0,
    prints: 0,
    adoptionRequests: requests,
    sponsorshipRequests: 0,
    requests,
    requestsPer100: requestsPer100(requests, visitors),
  };
  return { ...figures, flag: dogFlag(figures) };
};

describe("the dogs' order", () => {
  it("puts the dogs seen but never asked for first, then those nobody sees, then the rest by visitors", () => {
    const dogs = [
      dog("asked", 50, 2),
      dog("seen", 25, 0),
      dog("unseen", 0, 0),
      dog("more-seen", 80, 0),
      dog("few", 2, 0),
      dog("some", 10, 1),
    ];
    expect(orderedDogs(dogs).map((found) => found.id)).toEqual(["more-seen", "seen", "unseen", "few", "asked", "some"]);
    expect(dog("seen", 25, 0).flag).toBe("seenNotAsked");
    expect(dog("unseen", 0, 0).flag).toBe("unseen");
    expect(dog("asked", 50, 2).flag).toBeUndefined();
  });

  it("counts requests per 100 visitors, none without visitors", () => {
    expect(requestsPer100(1, 2)).toBe(50);
    expect(requestsPer100(1, 3)).toBe(33.3);
    expect(requestsPer100(1, 0)).toBeUndefined();
  });
});

describe("the insights' CSV", () => {
  const report = { from: "2026-11-01", to: "2026-11-28", dogs: [dog("=cmd", 3, 1), dog("abc-12345678", 0, 0)] };

  it("has the contract's columns and one row per dog, with semicolons and decimal commas by default", () => {
    const text = insightsCsv(report, "semicolon");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const rows = parse(text, { bom: true, delimiter: ";" });
    expect(rows[0]).toEqual([...INSIGHTS_CSV_COLUMNS]);
    expect(rows[0]).toEqual(expect.arrayContaining(["dog_id", "views", "visitors", "requests"]));
    const first = Object.fromEntries(rows[0]!.map((column, index) => [column, rows[1]![index]]));
    // A cell a spreadsheet would run as a formula is neutralised.
    expect(first.dog_id).not.toMatch(/^=/);
    expect(first).toMatchObject({ views: "6", visitors: "3", requests: "1", requests_per_100_visitors: "33,3", from: "2026-11-01" });
    expect(rows).toHaveLength(3);
  });

  it("uses commas and decimal points when asked", () => {
    const rows = parse<Record<string, string>>(insightsCsv(report, "comma"), { bom: true, columns: true });
    expect(rows[0]!.requests_per_100_visitors).toBe("33.3");
    expect(rows[1]!.requests_per_100_visitors).toBe("");
  });
});
