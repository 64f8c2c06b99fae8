import { describe, expect, it } from "vitest";
import { formatUpdatedAt } from "./updated-at";

describe("the dog list's last-updated time", () => {
  it("is a long date and time in the association's time zone, winter and summer", () => {
    expect(formatUpdatedAt("de-DE", "2026-01-15T12:30:00Z")).toBe("15. Januar 2026 um 13:30");
    expect(formatUpdatedAt("es-ES", "2026-01-15T12:30:00Z")).toBe("15 de enero de 2026 a las 13:30");
    expect(formatUpdatedAt("de-DE", "2026-07-15T22:30:00Z")).toBe("16. Juli 2026 um 00:30");
    expect(formatUpdatedAt("es-ES", "2026-07-15T22:30:00Z")).toBe("16 de julio de 2026 a las 0:30");
  });
});
