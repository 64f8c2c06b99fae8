import { describe, expect, it } from "vitest";
import { mustBeCleaned } from "./cleaning-rule";

describe("mustBeCleaned", () => {
  it("keeps a picture that carries nothing but its pixels (and a colour profile)", () => {
    expect(mustBeCleaned({})).toBe(false);
    expect(mustBeCleaned({ orientation: 1, comments: [] })).toBe(false);
  });

  it("cleans a picture with EXIF (GPS), XMP, IPTC or comments", () => {
    const data = Buffer.from("x");
    expect(mustBeCleaned({ exif: data })).toBe(true);
    expect(mustBeCleaned({ xmp: data })).toBe(true);
    expect(mustBeCleaned({ iptc: data })).toBe(true);
    expect(mustBeCleaned({ comments: [{ keyword: "Comment", text: "Zuhause" }] })).toBe(true);
  });

  it("turns a picture upright that is stored sideways", () => {
    for (const orientation of [2, 3, 4, 5, 6, 7, 8]) expect(mustBeCleaned({ orientation })).toBe(true);
  });
});
