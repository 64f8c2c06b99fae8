import { describe, expect, it } from "vitest";
import { addressList, editorAddress } from "./editor-address";

describe("editor addresses", () => {
  it("are kept trimmed and in lowercase", () => {
    expect(editorAddress("  Maria.Muster@Example.ORG ")).toBe("maria.muster@example.org");
  });

  it("must be e-mail addresses", () => {
    for (const value of [
      "",
      "maria",
      "maria@",
      "@example.org",
      "maria@example",
      "ma ria@example.org",
      42,
      undefined,
      `${"a".repeat(250)}@example.org`,
    ]) {
      expect(editorAddress(value), String(value)).toBeUndefined();
    }
  });

  it("come from EDITOR_EMAILS comma-separated, each once, without the blanks and the invalid", () => {
    expect(addressList(" Ana@example.org, ,bert@example.org,ANA@EXAMPLE.ORG,not-an-address ")).toEqual([
      "ana@example.org",
      "bert@example.org",
    ]);
    expect(addressList(undefined)).toEqual([]);
    expect(addressList("")).toEqual([]);
  });
});
