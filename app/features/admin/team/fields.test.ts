import { describe, expect, it } from "vitest";
import { parseTeamMember } from "./fields";

const posted = { name: " Anna Beispiel ", positionDe: "1. Vorsitzende", positionEs: "Presidenta", displayOrder: "2" };

describe("a team member's fields", () => {
  it("are trimmed, the order read as a number from the form and from a stored version", () => {
    expect(parseTeamMember(posted)).toEqual({
      ok: true,
      fields: { name: "Anna Beispiel", positionDe: "1. Vorsitzende", positionEs: "Presidenta", displayOrder: 2 },
    });
    expect(parseTeamMember({ ...posted, displayOrder: 0 })).toMatchObject({ ok: true, fields: { displayOrder: 0 } });
  });

  it("name each refused field with its reason", () => {
    expect(parseTeamMember({ name: "  ", positionDe: "x".repeat(121), displayOrder: "2,5" })).toEqual({
      ok: false,
      errors: { name: "required", positionDe: "tooLong", positionEs: "required", displayOrder: "orderInvalid" },
    });
    for (const displayOrder of ["", "-1", "10000", "eins", null]) {
      expect(parseTeamMember({ ...posted, displayOrder })).toEqual({ ok: false, errors: { displayOrder: "orderInvalid" } });
    }
  });
});
