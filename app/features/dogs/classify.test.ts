import { describe, expect, it } from "vitest";
import { makeDog } from "../../../tests/support/dog-factory";
import { classifyDog, dogLocation, dogStatus, hasCard, hasSponsorshipTag, isHospice, summarizeDog } from "./classify";
import { normaliseDogList } from "./normalise";

describe("isHospice", () => {
  it.each([
    ["Hunde Hospiz", [], true],
    ["hunde hospiz", [], true],
    ["HUNDE HOSPIZ", [], true],
    ["Hunde ES", ["Hospiz"], true],
    ["Hunde ES", ["Hospizhund"], true],
    ["Hunde DE", ["HOSPIZ 2024"], true],
    ["Hunde ES", ["Patenschaften"], false],
    ["Hunde Hospiz Extra", [], false],
    ["Hunde ES", [], false],
  ])("species %j, tags %j → %s", (species, tags, expected) => {
    expect(isHospice({ species, tags })).toBe(expected);
  });
});

describe("hasSponsorshipTag", () => {
  it.each([
    [["Patenschaften"], true],
    [["patenschaften"], true],
    [["PATENSCHAFTEN 2025"], true],
    [["Alle Patenschaften"], true],
    [["Patenschaft"], false],
    [[], false],
  ])("tags %j → %s", (tags, expected) => {
    expect(hasSponsorshipTag({ tags })).toBe(expected);
  });
});

describe("classifyDog", () => {
  const cases: [string, Parameters<typeof makeDog>[0], { adoption: boolean; sponsorship: boolean; hospice: boolean }][] = [
    ["Hunde DE", { species: "Hunde DE" }, { adoption: true, sponsorship: false, hospice: false }],
    ["Hunde DE mediated", { species: "Hunde DE", mediated: true }, { adoption: true, sponsorship: false, hospice: false }],
    ["Hunde ES", { species: "Hunde ES" }, { adoption: true, sponsorship: false, hospice: false }],
    ["Hunde ES mediated", { species: "Hunde ES", mediated: true }, { adoption: false, sponsorship: false, hospice: false }],
    ["Monika", { species: "Hunde Residencia Monika" }, { adoption: true, sponsorship: false, hospice: false }],
    ["Monika mediated", { species: "Hunde Residencia Monika", mediated: true }, { adoption: false, sponsorship: false, hospice: false }],
    ["Hunde Hospiz", { species: "Hunde Hospiz" }, { adoption: false, sponsorship: false, hospice: true }],
    ["Hospiz tag wins over DE", { species: "Hunde DE", tags: ["Hospiz"] }, { adoption: false, sponsorship: false, hospice: true }],
    [
      "Hospiz excludes sponsorship",
      { species: "Hunde Hospiz", tags: ["Patenschaften"] },
      { adoption: false, sponsorship: false, hospice: true },
    ],
    ["ES with Patenschaften", { species: "Hunde ES", tags: ["Patenschaften"] }, { adoption: true, sponsorship: true, hospice: false }],
    [
      "ES mediated, patenschaften",
      { species: "Hunde ES", mediated: true, tags: ["patenschaften"] },
      { adoption: false, sponsorship: true, hospice: false },
    ],
    ["unknown species", { species: "Katzen" }, { adoption: false, sponsorship: false, hospice: false }],
    ["unknown species sponsorship", { species: "", tags: ["Patenschaften"] }, { adoption: false, sponsorship: true, hospice: false }],
    ["species case matters for DE", { species: "hunde de" }, { adoption: false, sponsorship: false, hospice: false }],
  ];
  it.each(cases)("%s", (_name, overrides, expected) => {
    expect(classifyDog(makeDog(overrides))).toEqual(expected);
  });
});

describe("dogStatus", () => {
  it.each([
    ["hospice species", { species: "Hunde Hospiz" }, "hidden"],
    ["hospice tag, reserved", { species: "Hunde ES", tags: ["hospiz"], reserved: true }, "hidden"],
    ["mediated with sponsorship tag", { species: "Hunde ES", mediated: true, tags: ["Patenschaften"] }, "hidden"],
    ["mediated with sponsorship tag, reserved", { species: "Hunde DE", mediated: true, tags: ["Patenschaften"], reserved: true }, "hidden"],
    ["sponsorship tag, not mediated", { species: "Hunde ES", tags: ["Patenschaften"] }, "available"],
    ["mediated without tag", { species: "Hunde ES", mediated: true }, "available"],
    ["reserved", { reserved: true }, "reserved"],
    ["reserved and mediated", { reserved: true, mediated: true }, "reserved"],
    ["plain", {}, "available"],
  ] as const)("%s → %s", (_name, overrides, expected) => {
    expect(dogStatus(makeDog(overrides))).toBe(expected);
  });
});

describe("dogLocation", () => {
  it.each([
    ["Hunde DE", { species: "Hunde DE" }, "germany", "transport"],
    ["Hunde DE mediated", { species: "Hunde DE", mediated: true }, "germany", "foster"],
    ["Hunde DE in hospice stays in Germany", { species: "Hunde DE", tags: ["Hospiz"] }, "germany", "transport"],
    ["Monika", { species: "Hunde Residencia Monika" }, "spain", "monika"],
    ["Monika with hospice tag", { species: "Hunde Residencia Monika", tags: ["Hospiz"] }, "spain", "monika"],
    ["Hospiz species", { species: "Hunde Hospiz", inGermany: true }, "spain", "hospice"],
    ["ES with hospice tag", { species: "Hunde ES", tags: ["hospiz"] }, "spain", "hospice"],
    ["ES", { species: "Hunde ES" }, "spain", "finca"],
    ["ES mediated", { species: "Hunde ES", mediated: true }, "spain", "foster"],
    ["ES inGermany is still the finca", { species: "Hunde ES", inGermany: true }, "spain", "finca"],
    ["other, inGermany", { species: "Sonstige", inGermany: true }, "germany", "none"],
    ["other", { species: "Sonstige" }, "spain", "none"],
    ["no species", { species: "" }, "spain", "none"],
  ] as const)("%s → %s/%s", (_name, overrides, location, detail) => {
    expect(dogLocation(makeDog(overrides))).toEqual({ location, detail });
  });
});

describe("hasCard", () => {
  it("needs both an id and a title", () => {
    expect(hasCard(makeDog())).toBe(true);
    expect(hasCard(makeDog({ id: "" }))).toBe(false);
    expect(hasCard(makeDog({ title: "" }))).toBe(false);
    expect(hasCard(makeDog({ title: "   " }))).toBe(false);
  });

  it("gives no card to a dog from the source with a name but no title, and one to a dog with a title but no name", () => {
    const [nameOnly, titleOnly] = normaliseDogList(
      [
        { id: "n1", name: "Nur Name" },
        { id: "t1", title: "Nur Titel" },
      ],
      new Date(),
    ).dogs;
    expect(hasCard(nameOnly!)).toBe(false);
    expect(hasCard(titleOnly!)).toBe(true);
  });
});

describe("summarizeDog", () => {
  it("derives slug, types, status, location and main image", () => {
    const dog = makeDog({
      id: "64a1f0c2e4b0a1b2c3d4e5f6",
      title: "Señor Müller",
      name: "Señor Müller",
      species: "Hunde ES",
      tags: ["Patenschaften"],
      reserved: true,
      publicHeadline: "Ein Herz aus Gold",
      imageIds: ["img-1", "img-2"],
    });
    expect(summarizeDog(dog)).toEqual({
      id: "64a1f0c2e4b0a1b2c3d4e5f6",
      slug: "senor-mueller-c3d4e5f6",
      title: "Señor Müller",
      publicHeadline: "Ein Herz aus Gold",
      species: "Hunde ES",
      types: { adoption: true, sponsorship: true, hospice: false },
      status: "reserved",
      location: "spain",
      detail: "finca",
      imageId: "img-1",
    });
  });

  it("builds the slug from the name and shows the title", () => {
    const dog = summarizeDog(makeDog({ id: "66e2fa11bb00cc15d0a0b00015", title: "Lúa (Welpe)", name: "Lúa" }));
    expect(dog.slug).toBe("lua-a0b00015");
    expect(dog.title).toBe("Lúa (Welpe)");
  });

  it("links a dog without a name to unknown-dog, whatever its title", () => {
    expect(summarizeDog(makeDog({ title: "Nur Titel", name: "" })).slug).toBe("unknown-dog");
  });

  it("has no main image when the dog has none", () => {
    expect(summarizeDog(makeDog({ imageIds: [] })).imageId).toBeNull();
  });
});
