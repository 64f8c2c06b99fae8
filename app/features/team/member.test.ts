import { describe, expect, it } from "vitest";
import { teamMemberVersion } from "./member";

describe("a team member's version", () => {
  it("keeps the editable state only, a missing photo as null", () => {
    const member = { id: "7c0e…", name: "Anna", positionDe: "Vorsitzende", positionEs: "Presidenta", image: null, displayOrder: 2 };
    expect(teamMemberVersion(member)).toEqual({
      name: "Anna",
      positionDe: "Vorsitzende",
      positionEs: "Presidenta",
      image: null,
      displayOrder: 2,
    });
  });
});
