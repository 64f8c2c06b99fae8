import { describe, expect, it } from "vitest";
import { anchorClashes } from "./anchor-clashes";

const others = [
  { catalogue: "faq", anchorDe: "kosten", anchorEs: "costos" },
  { catalogue: "faq", anchorDe: "", anchorEs: "" },
  { catalogue: "donations", anchorDe: "teaming", anchorEs: "teaming" },
] as const;

describe("an anchor's clashes", () => {
  it("are the anchors another entry of the catalogue has in that language", () => {
    expect(anchorClashes({ catalogue: "faq", anchorDe: "kosten", anchorEs: "costos" }, others)).toEqual({
      anchorDe: "anchorTaken",
      anchorEs: "anchorTaken",
    });
    expect(anchorClashes({ catalogue: "donations", anchorDe: "spenden", anchorEs: "teaming" }, others)).toEqual({
      anchorEs: "anchorTaken",
    });
  });

  it("leave the same anchor in another catalogue or language, and no anchor at all", () => {
    expect(anchorClashes({ catalogue: "adoption", anchorDe: "kosten", anchorEs: "costos" }, others)).toEqual({});
    expect(anchorClashes({ catalogue: "faq", anchorDe: "costos", anchorEs: "kosten" }, others)).toEqual({});
    expect(anchorClashes({ catalogue: "faq", anchorDe: "", anchorEs: "" }, others)).toEqual({});
  });
});
