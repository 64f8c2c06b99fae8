import { describe, expect, it } from "vitest";
import { makeDog } from "../../../tests/support/dog-factory";
import { listedDogCounts, listedDogs } from "./list";

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

  it("counts the dogs that get a card, on the hero and the filter buttons alike", () => {
    expect(listedDogCounts(dogs)).toEqual({
      type: { all: 2, adoption: 1, sponsorship: 0, hospice: 1 },
      location: { germany: 1, spain: 1 },
    });
  });

  it("counts one dog where the source sends one valid dog and five without a title or an id (issue 33)", () => {
    const answer = [
      makeDog({ id: "a1", title: "Luna", species: "Hunde DE" }),
      ...["", " "].map((title, n) => makeDog({ id: `x${n}`, title, species: "Hunde ES" })),
      ...["Ohne Kennung", "Ohne id", "Noch einer"].map((title) => makeDog({ id: "", title, species: "Hunde DE", tags: ["Patenschaften"] })),
    ];
    expect(listedDogs(answer)).toHaveLength(1);
    expect(listedDogCounts(answer)).toEqual({
      type: { all: 1, adoption: 1, sponsorship: 0, hospice: 0 },
      location: { germany: 1, spain: 0 },
    });
  });
});
