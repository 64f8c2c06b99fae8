import { describe, expect, it } from "vitest";
import { EDITOR_NAME_MAX, editorName } from "./editor-name";

describe("editorName", () => {
  it("keeps a name with its white space trimmed and single", () => {
    expect(editorName("  Ana   María\tNúñez \n")).toBe("Ana María Núñez");
  });

  it("is none for nothing, white space or what is no text", () => {
    expect(editorName("")).toBeNull();
    expect(editorName("   ")).toBeNull();
    expect(editorName(undefined)).toBeNull();
    expect(editorName(null)).toBeNull();
  });

  it(`cuts a name at ${EDITOR_NAME_MAX} characters, never inside one`, () => {
    expect(editorName("x".repeat(EDITOR_NAME_MAX + 20))).toBe("x".repeat(EDITOR_NAME_MAX));
    const name = editorName(`${"a".repeat(EDITOR_NAME_MAX - 1)}🐕🐕`)!;
    expect([...name]).toHaveLength(EDITOR_NAME_MAX);
    expect(name.endsWith("🐕")).toBe(true);
  });
});
