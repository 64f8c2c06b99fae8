import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentVersions } from "~/db/schema";
import { privacyChange } from "~/features/admin/go-live/privacy-change.server";
import { INSIGHTS_SECTION_HEADING } from "~/features/pages/legal/privacy-texts";
import { type TestDatabase, backends } from "../support/databases";

/** The start page's notice of the privacy policy's new section on the visit statistics (issue 37). */
describe.each(backends.filter((backend) => backend.name === "pglite"))("the privacy change on $name", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const save = (data: Record<string, unknown>, createdAt: Date, version: number) =>
    database.db.insert(contentVersions).values({ kind: "page", itemId: "privacy", version, data, createdAt });

  it("is there while the privacy page was never saved: the site shows the new text, to be read", async () => {
    const notice = await privacyChange(database.db, "de");
    expect(notice).toMatchObject({ missing: false, heading: INSIGHTS_SECTION_HEADING.de });
    expect(notice!.paragraphs.join(" ")).toContain("Hashwert");
  });

  it("says the section is missing from a text the association saved before the change", async () => {
    await save({ contentDe: "<h2>Verantwortlicher</h2>", contentEs: "<h2>Responsable</h2>" }, new Date("2026-11-26T10:00:00Z"), 1);
    expect(await privacyChange(database.db, "es")).toMatchObject({ missing: true, heading: INSIGHTS_SECTION_HEADING.es });
  });

  it("is gone once the privacy page is saved after the change", async () => {
    await save({ contentDe: `<h2>${INSIGHTS_SECTION_HEADING.de}</h2>`, contentEs: "" }, new Date("2026-11-28T09:00:00Z"), 2);
    expect(await privacyChange(database.db, "de")).toBeUndefined();
  });
});
