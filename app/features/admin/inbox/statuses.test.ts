import { describe, expect, it } from "vitest";
import { inboxTexts } from "./texts";
import { REQUEST_STATUSES, isRequestStatus } from "./statuses";

describe("request statuses", () => {
  it("knows the four statuses a request form may post, nothing else", () => {
    for (const status of ["new", "in_progress", "done", "archived"]) expect(isRequestStatus(status)).toBe(true);
    for (const other of ["New", "open", "spam", "", undefined, 1]) expect(isRequestStatus(other)).toBe(false);
  });

  it("has its words in German and Spanish", () => {
    const labels = (locale: "de" | "es") => REQUEST_STATUSES.map((status) => inboxTexts[locale].statuses[status]);
    expect(labels("de")).toEqual(["Neu", "In Bearbeitung", "Erledigt", "Archiviert"]);
    expect(labels("es")).toEqual(["Nueva", "En curso", "Resuelta", "Archivada"]);
  });
});
