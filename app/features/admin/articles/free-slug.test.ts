import { describe, expect, it } from "vitest";
import { freeSlug } from "./free-slug";

describe("freeSlug", () => {
  it("keeps a free slug", () => {
    expect(freeSlug("tag-der-offenen-tuer", new Set(["tag-der-offenen-tuer-2"]))).toBe("tag-der-offenen-tuer");
  });

  it("appends the first free number from 2 on", () => {
    expect(freeSlug("fest", new Set(["fest"]))).toBe("fest-2");
    expect(freeSlug("fest", new Set(["fest", "fest-2", "fest-3", "fest-5"]))).toBe("fest-4");
  });

  it("is not fooled by slugs that only start like it", () => {
    expect(freeSlug("fest", new Set(["fest", "fest-2023", "fest-im-mai"]))).toBe("fest-2");
  });
});
