import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "~/db/client.server";
import { postgresAvailable } from "../support/databases";
import { acrossMigration, migrationsUpTo } from "../support/migrations";
import { storedOriginal } from "../support/prepared-pictures";

const before = migrationsUpTo("0009_new_dog_alerts");
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** An original of 600 KB (three pieces of 256 KB, the last one shorter) and an empty one, as an older version stored them. */
const big = randomBytes(600 * 1024);
async function storeAsBefore(db: Database) {
  for (const [file, bytes] of [
    ["big.jpg", big],
    ["empty.jpg", Buffer.alloc(0)],
  ] as const) {
    await db.execute(sql`insert into media_objects (bucket, path, content_type, bytes, width, height, size, sha256)
      values ('blog-images', ${`uploads/${file}`}, 'image/jpeg', ${bytes}, 10, 10, ${bytes.length}, 'x')`);
  }
}

async function expectMovedIntoPieces(db: Database) {
  const pieces = await queryRows<{ path: string; seq: number; length: number }>(
    db,
    sql`select path, seq, length(bytes) as length from media_chunks order by path, seq`,
  );
  expect(pieces).toEqual([
    { path: "uploads/big.jpg", seq: 0, length: 262144 },
    { path: "uploads/big.jpg", seq: 1, length: 262144 },
    { path: "uploads/big.jpg", seq: 2, length: 600 * 1024 - 2 * 262144 },
    { path: "uploads/empty.jpg", seq: 0, length: 0 },
  ]);
  expect((await storedOriginal(db, "blog-images", "uploads/big.jpg")).equals(big)).toBe(true);
  const columns = await queryRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns where table_name = 'media_objects' and column_name = 'bytes'`,
  );
  expect(columns).toEqual([]);
}

describe("pictures stored before they were kept in pieces", () => {
  it("move into pieces of 256 KB on the embedded database, byte for byte", async () => {
    await acrossMigration("pglite", before, { fill: storeAsBefore, check: expectMovedIntoPieces });
  });

  it.skipIf(!postgresAvailable)("move into pieces of 256 KB on a PostgreSQL server, byte for byte", async () => {
    await acrossMigration("postgres", before, { fill: storeAsBefore, check: expectMovedIntoPieces });
  });
});
