import { describe, expect, it } from "vitest";
import { de } from "./de";
import { type Messages, messages } from "./index";

/** Every key path of a message tree, e.g. "nav.home". */
function keyPaths(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("frame messages", () => {
  it("have the same keys in German and Spanish, none empty", () => {
    expect(keyPaths(messages.es)).toEqual(keyPaths(messages.de));
    for (const locale of ["de", "es"] as const) {
      for (const path of keyPaths(messages[locale])) {
        const value = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages[locale]);
        expect(String(value).trim(), `${locale} ${path}`).not.toBe("");
      }
    }
  });

  it("survive the trip through loader data (plain JSON)", () => {
    expect(JSON.parse(JSON.stringify(messages))).toEqual(messages);
  });

  it("make a missing key a type error", () => {
    const { skipToContent: _dropped, ...incomplete } = de;
    // @ts-expect-error a language without one of the frame's keys does not type-check
    const missing: Messages = incomplete;
    expect(Object.keys(missing)).not.toContain("skipToContent");
  });
});
