import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "~/db/client.server";
import { postgresAvailable } from "../support/databases";
import { acrossMigration, migrationsUpTo } from "../support/migrations";

/**
 * The data an older version left, brought to the rules of issue 35 by the migrations: where each editor came from
 * (0011), and no erased address in the activity log (0012).
 */

const before = migrationsUpTo("0013_editor_names");
afterAll(() => rmSync(before, { recursive: true, force: true }));

async function leftByAnOlderVersion(db: Database) {
  await db.execute(sql`
    insert into editors (id, email, added_by) values
      ('00000000-0000-4000-8000-000000000001', 'boss@example.org', null),
      ('00000000-0000-4000-8000-000000000002', 'cli@example.org', null),
      ('00000000-0000-4000-8000-000000000003', 'ana@example.org', '00000000-0000-4000-8000-000000000001')`);
  await db.execute(sql`
    insert into activity_log (at, editor_id, action, subject_type, subject_id, summary) values
      (now() - interval '3 days', null, 'added', 'editor', '00000000-0000-4000-8000-000000000002', 'cli@example.org'),
      (now() - interval '2 days', '00000000-0000-4000-8000-000000000001', 'exported', 'person', null, 'maria@example.org'),
      (now() - interval '1 day', '00000000-0000-4000-8000-000000000001', 'erased', 'person', null, 'maria@example.org'),
      (now(), '00000000-0000-4000-8000-000000000001', 'exported', 'person', null, 'ben@example.org')`);
}

async function broughtToTheseRules(db: Database) {
  const sources = await queryRows<{ email: string; source: string }>(db, sql`select email, source from editors order by email`);
  expect(sources).toEqual([
    { email: "ana@example.org", source: "workspace" },
    { email: "boss@example.org", source: "settings" },
    { email: "cli@example.org", source: "command" },
  ]);
  const [entry, ...more] = await queryRows<{ hash_key: string; address_hash: string; erased_at: string }>(
    db,
    sql`select hash_key, address_hash, (erased_at = (select at from activity_log where action = 'erased')) as erased_at from erasures`,
  );
  expect(more).toEqual([]);
  expect(entry!.erased_at).toBe(true);
  const hash = createHash("sha256")
    .update(Buffer.concat([Buffer.from(entry!.hash_key, "hex"), Buffer.from("maria@example.org")]))
    .digest("hex");
  expect(entry!.address_hash).toBe(hash);
  const log = await queryRows<{ action: string; summary: string }>(db, sql`select action, summary from activity_log order by at`);
  expect(log).toEqual([
    { action: "added", summary: "cli@example.org" },
    { action: "exported", summary: hash },
    { action: "erased", summary: hash },
    { action: "exported", summary: "ben@example.org" },
  ]);
}

describe("what an older version left, after the migrations of issue 35", () => {
  it("on the embedded database", async () => {
    await acrossMigration("pglite", before, { fill: leftByAnOlderVersion, check: broughtToTheseRules });
  });

  it.skipIf(!postgresAvailable)("on a PostgreSQL server", async () => {
    await acrossMigration("postgres", before, { fill: leftByAnOlderVersion, check: broughtToTheseRules });
  });
});
