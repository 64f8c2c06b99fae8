import { describe, expect, it } from "vitest";
import { dogSlug, findBySlug, hasOwnPage } from "./slug";

describe("dogSlug", () => {
  it("appends the last 8 characters of the id", () => {
    expect(dogSlug("Bello", "64a1f0c2e4b0a1b2c3d4e5f6")).toBe("bello-c3d4e5f6");
    expect(dogSlug("Peña Ñandú", "abcdefghij")).toBe("pena-nandu-cdefghij");
  });

  it("keeps a short id whole", () => {
    expect(dogSlug("Rex", "42")).toBe("rex-42");
    expect(dogSlug("Rex", "12345678")).toBe("rex-12345678");
  });

  it("is unknown-dog without name or id", () => {
    expect(dogSlug("", "64a1f0c2e4b0a1b2c3d4e5f6")).toBe("unknown-dog");
    expect(dogSlug("   ", "64a1f0c2e4b0a1b2c3d4e5f6")).toBe("unknown-dog");
    expect(dogSlug(undefined, "64a1f0c2e4b0a1b2c3d4e5f6")).toBe("unknown-dog");
    expect(dogSlug("Bello", "")).toBe("unknown-dog");
    expect(dogSlug("Bello", null)).toBe("unknown-dog");
  });

  it("is the suffix alone when the name has no letters or digits", () => {
    expect(dogSlug("★★★", "64a1f0c2e4b0a1b2c3d4e5f6")).toBe("c3d4e5f6");
  });
});

describe("findBySlug", () => {
  const dogs = [
    { id: "64a1f0c2e4b0a1b2c3d4e5f6", title: "Bello" },
    { id: "64a1f0c2e4b0a1b2aaaaaaaa", title: "Luna" },
    { id: "42", title: "Rex" },
    { id: "", title: "Ohne Id" },
  ];

  it("finds a dog by the slug's last 8 characters, whatever the name part", () => {
    expect(findBySlug(dogs, "bello-c3d4e5f6")?.title).toBe("Bello");
    expect(findBySlug(dogs, "old-name-c3d4e5f6")?.title).toBe("Bello");
    expect(findBySlug(dogs, "c3d4e5f6")?.title).toBe("Bello");
    expect(findBySlug(dogs, "luna-aaaaaaaa")?.title).toBe("Luna");
  });

  it("finds a dog with a short id by the part after the last hyphen", () => {
    expect(findBySlug(dogs, "rex-42")?.title).toBe("Rex");
    expect(findBySlug(dogs, "42")?.title).toBe("Rex");
    expect(findBySlug(dogs, "rex-142")).toBeUndefined();
  });

  it("finds nothing for an unknown suffix, unknown-dog or an empty slug", () => {
    expect(findBySlug(dogs, "bello-00000000")).toBeUndefined();
    expect(findBySlug(dogs, "unknown-dog")).toBeUndefined();
    expect(findBySlug(dogs, "")).toBeUndefined();
  });

  it("round-trips every dog's own slug", () => {
    for (const dog of dogs.filter((d) => d.id)) expect(findBySlug(dogs, dogSlug(dog.title, dog.id))).toBe(dog);
  });
});

describe("hasOwnPage", () => {
  it("is false only for unknown-dog, the slug of a dog without name or id", () => {
    expect(hasOwnPage({ slug: dogSlug("Bello", "64a1f0c2e4b0a1b2c3d4e5f6") })).toBe(true);
    expect(hasOwnPage({ slug: dogSlug("★★★", "64a1f0c2e4b0a1b2c3d4e5f6") })).toBe(true);
    expect(hasOwnPage({ slug: dogSlug("", "64a1f0c2e4b0a1b2c3d4e5f6") })).toBe(false);
  });
});
