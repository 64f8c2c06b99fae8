import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import type { Locale } from "~/i18n/locales";
import { recordVersion } from "~/platform/history/versions.server";
import { announceSiteChange } from "~/platform/site-changes.server";

/**
 * What editors changed of the fixed pages' texts (`/admin/pages`), as this process serves it: each page's newest
 * version, read at start and again on every change of any instance (site-changes.server.ts). A page's version holds
 * the texts that differ from the code's catalogues, per language and by `catalogue.path` (`about.hero.title`), or,
 * for the imprint and the privacy policy, their whole rich text (`contentDe`, `contentEs`).
 */
export interface PageVersion {
  texts?: Partial<Record<Locale, Record<string, string>>>;
  contentDe?: string;
  contentEs?: string;
}

let pages = new Map<string, PageVersion>();
/** Every catalogue's changed texts per language, all pages' together: what textsFor lays over the code's texts. */
let byCatalogue = new Map<string, Record<string, string>>();
let generation = 0;

/** A page's newest saved version (undefined: the texts of the code). */
export const savedPage = (key: string): PageVersion | undefined => pages.get(key);

/** The changed texts of one catalogue in one language, by path within it (`hero.title`). */
export const catalogueChanges = (catalogue: string, locale: Locale): Record<string, string> | undefined =>
  byCatalogue.get(`${catalogue}\n${locale}`);

/** Moves on with every read: what is made from the texts may be kept until then. */
export const pageTextsGeneration = () => generation;

function serve(read: Map<string, PageVersion>) {
  const changes = new Map<string, Record<string, string>>();
  for (const version of read.values()) {
    for (const [locale, texts] of Object.entries(version.texts ?? {})) {
      for (const [key, value] of Object.entries(texts ?? {})) {
        const dot = key.indexOf(".");
        const group = `${key.slice(0, dot)}\n${locale}`;
        changes.set(group, { ...changes.get(group), [key.slice(dot + 1)]: value });
      }
    }
  }
  pages = read;
  byCatalogue = changes;
  generation++;
}

/** Reads every page's newest version. */
export async function loadPageTexts(db: Database): Promise<void> {
  const rows = await queryRows<{ item_id: string; data: PageVersion }>(
    db,
    sql`select distinct on (item_id) item_id, data from content_versions where kind = 'page' order by item_id, version desc`,
  );
  serve(new Map(rows.map((row) => [row.item_id, row.data])));
}

/** Saves a page's texts as its next version and tells every instance; `alongside` runs in the same transaction. */
export async function savePageTexts(
  db: Database,
  key: string,
  data: PageVersion,
  editorId: string,
  note?: string,
  alongside?: (tx: Database) => Promise<void>,
): Promise<number> {
  const version = await db.transaction(async (tx) => {
    await alongside?.(tx);
    const saved = await recordVersion(tx, { kind: "page", itemId: key, data: data as Record<string, unknown>, editorId, note });
    await announceSiteChange(tx, "pages");
    return saved;
  });
  serve(new Map([...pages, [key, data]]));
  return version;
}
