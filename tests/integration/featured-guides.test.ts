import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guides } from "~/db/schema";
import { readFeaturedGuides } from "~/features/guides/guides.server";
import { type TestDatabase, backends } from "../support/databases";

const guide = (n: number, featured: boolean, displayOrder: number) => ({
  slugDe: `ratgeber-${n}`,
  slugEs: `guia-${n}`,
  titleDe: `Ratgeber ${n}`,
  titleEs: `Guía ${n}`,
  excerptDe: `Kurz ${n}`,
  excerptEs: `Breve ${n}`,
  categoryDe: "Adoption",
  categoryEs: "Adopción",
  imageUrl: n === 3 ? `sample/guide-${n}.webp` : null,
  featured,
  displayOrder,
});

describe.each(backends)("featured guides of the home page on $name", ({ skip, create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (skip) return;
    database = await create();
    await database.db
      .insert(guides)
      .values([guide(1, true, 4), guide(2, false, 0), guide(3, true, 1), guide(4, true, 3), guide(5, true, 2)]);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it.skipIf(skip)("gives at most 3 featured guides in display order, in the visitor's language", async () => {
    expect(await readFeaturedGuides(database.db, "de")).toEqual([
      {
        slug: "ratgeber-3",
        title: "Ratgeber 3",
        excerpt: "Kurz 3",
        category: "Adoption",
        image: "/media/guide-images/sample/guide-3.webp",
        imageAlt: "",
        // Below the fold on the home page: loaded lazily.
        picture: expect.stringContaining('<img src="/media/guide-images/sample/guide-3.webp?w=1280&amp;format=webp" alt="" loading="lazy"'),
      },
      { slug: "ratgeber-5", title: "Ratgeber 5", excerpt: "Kurz 5", category: "Adoption", image: null, imageAlt: "", picture: null },
      { slug: "ratgeber-4", title: "Ratgeber 4", excerpt: "Kurz 4", category: "Adoption", image: null, imageAlt: "", picture: null },
    ]);
    expect((await readFeaturedGuides(database.db, "es")).map((row) => row.slug)).toEqual(["guia-3", "guia-5", "guia-4"]);
  });
});
