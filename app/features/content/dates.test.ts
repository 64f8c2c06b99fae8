import { describe, expect, it } from "vitest";
import { formatLongDate, newestFirst } from "./dates";

describe("formatLongDate", () => {
  it("writes the long form of each language", () => {
    expect(formatLongDate("2025-03-14", "de")).toBe("14. März 2025");
    expect(formatLongDate("2025-03-14", "es")).toBe("14 de marzo de 2025");
    expect(formatLongDate("2024-12-01", "de")).toBe("1. Dezember 2024");
    expect(formatLongDate("2024-12-01", "es")).toBe("1 de diciembre de 2024");
  });

  it("takes the calendar day of a timestamp regardless of the server's time zone", () => {
    expect(formatLongDate("2025-01-01T23:30:00+01:00", "de")).toBe("1. Januar 2025");
  });

  it("rejects values that are no date", () => {
    expect(() => formatLongDate("soon", "de")).toThrow(RangeError);
  });
});

describe("newestFirst", () => {
  it("sorts by date descending and keeps the order of equal days", () => {
    const posts = [
      { id: "a", date: "2024-07-22" },
      { id: "b", date: "2025-03-14" },
      { id: "c", date: "2024-07-22" },
      { id: "d", date: "2025-01-20" },
    ];
    expect(newestFirst(posts, (post) => post.date).map((post) => post.id)).toEqual(["b", "d", "a", "c"]);
    expect(posts[0]!.id).toBe("a");
  });
});
