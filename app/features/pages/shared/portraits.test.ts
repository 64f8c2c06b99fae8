import { describe, expect, it } from "vitest";
import { hospiceFounderPortrait, teamMemberPortrait } from "./portraits";

describe("portraits", () => {
  it("offers an uploaded photo's copies at the portrait's size", () => {
    const html = teamMemberPortrait("/media/site-images/uploads/a.jpg", "Foto von Anna");
    expect(html).toContain('srcset="/media/site-images/uploads/a.jpg?w=320&amp;format=avif 320w');
    expect(html).toContain('sizes="192px"');
    // The <img>'s own source is a copy too (standInCopy), never the original.
    expect(html).toContain('<img src="/media/site-images/uploads/a.jpg?w=1280&amp;format=webp" alt="Foto von Anna" loading="lazy"');
    expect(hospiceFounderPortrait("/media/site-images/uploads/b.jpg", "")).toContain('sizes="224px"');
  });

  it("shows a bundled placeholder as it is", () => {
    expect(teamMemberPortrait("/images/placeholders/team-1.svg", "Foto von Anna")).toBe(
      '<img src="/images/placeholders/team-1.svg" alt="Foto von Anna" loading="lazy" decoding="async" width="400" height="400" class="mx-auto size-48 rounded-full object-cover shadow-md" />',
    );
  });
});
