import { describe, expect, it } from "vitest";
import { teamPhotoUrl } from "./photo";

describe("a team member's photo", () => {
  it("is an upload's media URL, a bundled placeholder as it is, and the silhouette without one", () => {
    expect(teamPhotoUrl("uploads/0b6e.jpg")).toBe("/media/site-images/uploads/0b6e.jpg");
    expect(teamPhotoUrl("/images/placeholders/team-3.svg")).toBe("/images/placeholders/team-3.svg");
    expect(teamPhotoUrl(null)).toBe("/images/placeholders/team-1.svg");
    expect(teamPhotoUrl("")).toBe("/images/placeholders/team-1.svg");
  });
});
