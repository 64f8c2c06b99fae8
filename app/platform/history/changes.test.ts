import { describe, expect, it } from "vitest";
import { changedFields, flattened } from "./changes";

describe("what a version changed", () => {
  it("names nothing for a first version, and every field whose value differs", () => {
    expect(changedFields(undefined, { title: "A" })).toEqual([]);
    expect(changedFields({ title: "A", text: "x", order: 1 }, { title: "B", text: "x", order: 1 })).toEqual(["title"]);
    expect(changedFields({ gallery: [{ url: "a" }] }, { gallery: [{ url: "a" }, { url: "b" }] })).toEqual(["gallery"]);
  });

  it("names a field one of the two versions lacks, an empty value and a missing one being the same", () => {
    expect(changedFields({ a: "1", gone: "x" }, { a: "1", added: "y" })).toEqual(["added", "gone"]);
    expect(changedFields({ a: null }, {})).toEqual([]);
  });

  it("compares nested settings field by field", () => {
    const before = flattened({ associations: { de: { email: "a@x.de", phone: "+491" } }, platforms: [{ name: "x" }] });
    const after = flattened({ associations: { de: { email: "b@x.de", phone: "+491" } }, platforms: [{ name: "x" }] });
    expect(before).toEqual({ "associations.de.email": "a@x.de", "associations.de.phone": "+491", platforms: [{ name: "x" }] });
    expect(changedFields(before, after)).toEqual(["associations.de.email"]);
  });
});
