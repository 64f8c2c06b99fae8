import { describe, expect, it } from "vitest";
import { makeSummary } from "../../../tests/support/dog-factory";
import { mainType, similarDogs } from "./similar";
import type { DogSummary } from "./types";

const summary = (fields: Partial<DogSummary>): DogSummary => ({ ...makeSummary(), ...fields });

const adoption = { adoption: true, sponsorship: false, hospice: false };
const sponsorship = { adoption: false, sponsorship: true, hospice: false };
const both = { adoption: true, sponsorship: true, hospice: false };
const hospice = { adoption: false, sponsorship: false, hospice: true };

describe("more dogs like this", () => {
  it("takes hospice first, then adoption, then sponsorship as a dog's main type", () => {
    expect(mainType(hospice)).toBe("hospice");
    expect(mainType(both)).toBe("adoption");
    expect(mainType(sponsorship)).toBe("sponsorship");
    expect(mainType({ adoption: false, sponsorship: false, hospice: false })).toBeUndefined();
  });

  it("lists up to three other dogs of the same main type and location, in list order, each with a page", () => {
    const dog = summary({ id: "a", slug: "luna-aaaaaaaa", types: adoption, location: "spain" });
    const listed = [
      summary({ id: "b", slug: "bello-bbbbbbbb", types: both, location: "spain" }),
      dog,
      summary({ id: "c", slug: "kira-cccccccc", types: adoption, location: "germany" }),
      summary({ id: "d", slug: "unknown-dog", types: adoption, location: "spain" }),
      summary({ id: "e", slug: "toby-eeeeeeee", types: sponsorship, location: "spain" }),
      summary({ id: "f", slug: "maja-ffffffff", types: adoption, location: "spain" }),
      summary({ id: "g", slug: "rocco-gggggggg", types: adoption, location: "spain" }),
      summary({ id: "h", slug: "lola-hhhhhhhh", types: adoption, location: "spain" }),
    ];
    expect(similarDogs(listed, dog).map((other) => other.id)).toEqual(["b", "f", "g"]);
  });

  it("has none for a dog of no type", () => {
    const dog = summary({ id: "a", types: { adoption: false, sponsorship: false, hospice: false } });
    expect(similarDogs([dog, summary({ id: "b" })], dog)).toEqual([]);
  });
});
