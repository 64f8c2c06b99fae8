import { describe, expect, it } from "vitest";
import { makeDog } from "../../../tests/support/dog-factory";
import { DogSourceFormatError, normaliseDogList } from "./normalise";

const fetchedAt = new Date("2026-03-01T12:00:00.000Z");

describe("normaliseDogList", () => {
  it("accepts an array and stamps it with the fetch time", () => {
    const list = normaliseDogList([{ id: "a1", title: "Bello", species: "Hunde DE" }], fetchedAt);
    expect(list.cacheTimestamp).toBe("2026-03-01T12:00:00.000Z");
    expect(list.dogs).toEqual([makeDog({ id: "a1", title: "Bello", name: "", species: "Hunde DE" })]);
    expect(list.skipped).toEqual([]);
  });

  it("accepts an object with dogs or pets and its cacheTimestamp", () => {
    const withDogs = normaliseDogList({ dogs: [{ id: "a" }], cacheTimestamp: "2026-02-01T08:30:00Z" }, fetchedAt);
    expect(withDogs.dogs.map((d) => d.id)).toEqual(["a"]);
    expect(withDogs.cacheTimestamp).toBe("2026-02-01T08:30:00.000Z");
    const withPets = normaliseDogList({ pets: [{ id: "p" }], cacheTimestamp: 1767225600000 }, fetchedAt);
    expect(withPets.dogs.map((d) => d.id)).toEqual(["p"]);
    expect(withPets.cacheTimestamp).toBe("2026-01-01T00:00:00.000Z");
  });

  it("uses the fetch time when cacheTimestamp is missing or not a time", () => {
    expect(normaliseDogList({ dogs: [] }, fetchedAt).cacheTimestamp).toBe(fetchedAt.toISOString());
    expect(normaliseDogList({ dogs: [], cacheTimestamp: "gestern" }, fetchedAt).cacheTimestamp).toBe(fetchedAt.toISOString());
  });

  it("rejects an answer of any other shape", () => {
    for (const payload of [null, "dogs", 42, {}, { dogs: "none" }, { items: [] }]) {
      expect(() => normaliseDogList(payload, fetchedAt)).toThrow(DogSourceFormatError);
    }
  });

  it("reads every field variant", () => {
    const [byTitle, byName, byUnderscoreId, withImages] = normaliseDogList(
      [
        { id: "1", title: "Titel", name: "Name", publicDescription: "<p>public</p>", description: "<p>other</p>" },
        { id: 2, name: "Nur Name", description: "<p>desc</p>" },
        { _id: "mongo-id", title: "Unterstrich" },
        {
          id: "4",
          title: "Bilder",
          imageId: "main",
          imageIds: ["main", "b", 7],
          images: [{ id: "c" }, { _id: "d" }, { imageId: "e" }, "f"],
        },
      ],
      fetchedAt,
    ).dogs;
    expect(byTitle).toMatchObject({ id: "1", title: "Titel", name: "Name", description: "<p>public</p>" });
    expect(byName).toMatchObject({ id: "2", title: "", name: "Nur Name", description: "<p>desc</p>" });
    expect(byUnderscoreId).toMatchObject({ id: "mongo-id", title: "Unterstrich" });
    expect(withImages!.imageIds).toEqual(["main", "b", "7", "c", "d", "e", "f"]);
  });

  it("keeps title (display name) and name apart: neither stands in for the other", () => {
    const dogs = normaliseDogList(
      [
        { id: "1", title: " Lúa (Welpe) ", name: " Lúa " },
        { id: "2", title: "Nur Titel" },
        { id: "3", name: "Nur Name", title: "" },
      ],
      fetchedAt,
    ).dogs;
    expect(dogs.map((dog) => [dog.title, dog.name])).toEqual([
      ["Lúa (Welpe)", "Lúa"],
      ["Nur Titel", ""],
      ["", "Nur Name"],
    ]);
  });

  it("prefers id over _id and keeps flags, tags and headline", () => {
    const [dog] = normaliseDogList(
      [
        {
          id: "x",
          _id: "y",
          tags: ["Patenschaften", " Hospiz ", "", 3],
          reserved: true,
          mediated: true,
          inGermany: true,
          publicHeadline: " Hi ",
        },
      ],
      fetchedAt,
    ).dogs;
    expect(dog).toMatchObject({
      id: "x",
      tags: ["Patenschaften", "Hospiz", "3"],
      reserved: true,
      mediated: true,
      inGermany: true,
      publicHeadline: "Hi",
    });
  });

  it("keeps dogs without title or id (they get no card and are not counted) and treats null as absent", () => {
    const dogs = normaliseDogList(
      [{ species: "Hunde ES" }, { id: null, title: null, tags: null, reserved: null, images: null }],
      fetchedAt,
    ).dogs;
    expect(dogs.map((d) => [d.id, d.title])).toEqual([
      ["", ""],
      ["", ""],
    ]);
  });

  it("skips malformed entries with their reason and keeps the others", () => {
    const list = normaliseDogList(
      [
        { id: "ok", title: "Gut" },
        "kein Hund",
        null,
        { id: "t", tags: "Hospiz" },
        { id: "r", reserved: "ja" },
        { id: "ok2", title: "Auch gut" },
      ],
      fetchedAt,
    );
    expect(list.dogs.map((d) => d.id)).toEqual(["ok", "ok2"]);
    expect(list.skipped.map((s) => s.index)).toEqual([1, 2, 3, 4]);
    expect(list.skipped[2]!.reason).toContain("tags");
    expect(list.skipped[3]!.reason).toContain("reserved");
  });
});
