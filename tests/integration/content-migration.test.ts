import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase, queryRows } from "~/db/client.server";
import { guides } from "~/db/schema";
import { type TestDatabase, createPostgresDatabase, postgresAvailable } from "../support/databases";

/** A copy of the migrations folder without the migrations from `tag` on: a database as an older version left it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-before-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.startsWith(tag));
  if (at < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

/**
 * Migration 0011 on a database of an older version (an upgrade, or a restored older backup, which gets the newer
 * migrations after its rows): a guide's gallery of plain paths becomes entries like a post's, and main pictures
 * get empty descriptions and the middle as focal point.
 */
describe.skipIf(!postgresAvailable)("migration 0011 (pictures' texts and focal point) on PostgreSQL", () => {
  const folder = migrationsBefore("0011_");
  let older: TestDatabase | undefined;
  afterAll(async () => {
    await older?.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  it("keeps every guide's gallery, in order, as entries", async () => {
    older = await createPostgresDatabase(folder);
    await older.db.execute(sql`insert into guides (slug_de, slug_es, title_de, title_es, gallery_images) values
      ('a', 'a', 'A', 'A', '["sample/a-1.webp", "sample/a-2.webp", "/placeholder.svg"]'),
      ('b', 'b', 'B', 'B', '[]')`);
    const upgraded = await openDatabase({ url: older.url! });
    try {
      const rows = await upgraded.db.select().from(guides).orderBy(guides.slugDe);
      expect(rows.map((row) => row.galleryImages)).toEqual([
        [{ url: "sample/a-1.webp" }, { url: "sample/a-2.webp" }, { url: "/placeholder.svg" }],
        [],
      ]);
      expect(rows[0]).toMatchObject({ imageAltDe: "", imageAltEs: "", imageFocalX: 50, imageFocalY: 50 });
      const columns = await queryRows<{ name: string }>(
        upgraded.db,
        sql`select column_name as name from information_schema.columns where table_name = 'blog_posts' and column_name like 'image_%' order by 1`,
      );
      expect(columns.map((column) => column.name)).toEqual(["image_alt_de", "image_alt_es", "image_focal_x", "image_focal_y", "image_url"]);
    } finally {
      await upgraded.close();
    }
  });
});
