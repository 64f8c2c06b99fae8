import { describe, expect, it } from "vitest";
import { storableText, withStorableText } from "./storable-text";

describe("storable text", () => {
  it("replaces NUL and unpaired surrogates with U+FFFD and keeps everything else", () => {
    expect(storableText("Lúa\u0000 🐕")).toBe("Lúa\uFFFD 🐕");
    expect(storableText("a\uD83Db")).toBe("a\uFFFDb");
    expect(storableText("a\uDC15b")).toBe("a\uFFFDb");
    expect(storableText("\uD83D")).toBe("\uFFFD");
    expect(storableText("\uDC15\uD83D")).toBe("\uFFFD\uFFFD");
    expect(storableText("Perro 🐕 ñ\r\n\t")).toBe("Perro 🐕 ñ\r\n\t");
  });

  it("reaches every string of a submission, keys included", () => {
    expect(withStorableText({ name: "X\uD800", list: ["\u0000"], amount: 10, ok: true, none: null, ["k\uDFFF"]: "v" })).toEqual({
      name: "X\uFFFD",
      list: ["\uFFFD"],
      amount: 10,
      ok: true,
      none: null,
      ["k\uFFFD"]: "v",
    });
  });
});
