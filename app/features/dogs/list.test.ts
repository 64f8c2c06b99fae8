import { describe, expect, it } from "vitest";
import { makeDog } from "../../../tests/support/dog-factory";
import { listedDogs, loadedDogCounts } from "./list";

describe("the dog list's cards and counts", () => {
  const dogs = [
    makeDog({ id: "a1", title: "Luna", species: "Hunde DE" }),
    makeDog({ id: "b2", title: "Rosa", species: "Hunde Hospiz" }),
    makeDog({ id: "c3", title: "", species: "Hunde ES" }),
    makeDog({ id: "", title: "Ohne Kennung", species: "Hunde DE", tags: ["Patenschaften"] }),
  ];

  it("gives a card only to dogs with id and title", () => {
    expect(
      listedDogs(dogs)
        .map((dog) => dog.id)
        .sort(),
    ).toEqual(["a1", "b2"]);
  });

  it("counts every loaded dog on the filter buttons, those without a card too", () => {
    expect(loadedDogCounts(dogs)).toEqual({
      type: { all: 4, adoption: 3, sponsorship: 1, hospice: 1 },
      location: { germany: 2, spain: 2 },
    });
  });
});
