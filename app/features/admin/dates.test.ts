import { describe, expect, it } from "vitest";
import { workspaceDateTime } from "./dates";

describe("workspace dates", () => {
  it("show day and time in the association's time zone, in the host's language", () => {
    const moment = new Date("2026-11-23T13:05:00Z");
    expect(workspaceDateTime(moment, "de")).toBe("23.11.2026, 14:05");
    expect(workspaceDateTime(moment, "es")).toBe("23 nov 2026, 14:05");
  });
});
