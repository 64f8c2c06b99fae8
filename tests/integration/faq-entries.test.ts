import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { activityLog, contentVersions, editors, faqEntries } from "~/db/schema";
import { type FaqSaveResult, deleteFaqEntry, findFaqEntry, moveFaqEntry, saveFaqEntry } from "~/features/admin/faq/entries.server";
import { seedFaqEntries } from "~/features/faq/seed.server";
import { faqItems, faqItemsAsText, loadFaqEntries } from "~/features/faq/store.server";
import { listVersions } from "~/platform/history/versions.server";
import { type TestDatabase, backends } from "../support/databases";

describe.each(backends)("the first FAQ entries on $name", ({ skip, create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (!skip) database = await create();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it.skipIf(skip)("go into a new database once, each with its first version, even when instances start together", async () => {
    const second = database.url ? await openDatabase({ url: database.url }) : database;
    try {
      const seeded = await Promise.all([seedFaqEntries(database.db), seedFaqEntries(second.db), seedFaqEntries(database.db)]);
      expect(seeded.sort((a, b) => a - b)).toEqual([0, 0, 45]);
    } finally {
      if (second !== database) await second.close();
    }
    const rows = await database.db.select().from(faqEntries);
    expect(rows.filter((row) => row.catalogue === "faq")).toHaveLength(25);
    const costs = rows.find((row) => row.anchorDe === "kosten")!;
    expect(costs).toMatchObject({ catalogue: "faq", anchorEs: "costos", questionEs: "¿Cuánto cuesta adoptar?", displayOrder: 5 });
    const [first] = await listVersions(database.db, "faq", costs.id);
    expect(first).toMatchObject({ version: 1, editorEmail: null, note: null });
    expect(first!.data).toEqual({
      catalogue: "faq",
      questionDe: costs.questionDe,
      questionEs: costs.questionEs,
      answerDe: costs.answerDe,
      answerEs: costs.answerEs,
      anchorDe: "kosten",
      anchorEs: "costos",
      displayOrder: 5,
    });
    expect(await database.db.select().from(contentVersions).where(eq(contentVersions.kind, "faq"))).toHaveLength(45);
  });

  it.skipIf(skip)("are what the pages show, each catalogue in its order and language", async () => {
    await loadFaqEntries(database.db);
    expect(faqItems("faq", "de")).toHaveLength(24);
    expect(faqItems("faq", "es")).toHaveLength(23);
    expect(faqItems("adoption", "es")).toHaveLength(12);
    expect(faqItems("donations", "de").map((item) => item.id)).toEqual([
      "ankommen",
      "zweck",
      "teaming",
      "patenschaft",
      "paypal",
      "sachspenden",
      "beenden",
      "spendenquittung",
    ]);
    expect(faqItems("faq", "de")[5]).toEqual({
      id: "kosten",
      question: "Was kostet eine Adoption?",
      answerHtml: expect.stringMatching(/^<p>Die Schutzgebühr beträgt 490 €\. .*<\/p><p>Holst du deinen Hund selbst/),
    });
    expect(faqItemsAsText("faq", "es")[5]).toEqual({
      question: "¿Cuánto cuesta adoptar?",
      answer: [
        "La cuota de protección es de 340 €. Incluye la atención veterinaria: vacunas, microchip, pasaporte europeo, desparasitación y, según la edad, análisis de sangre y esterilización. El perro se recoge en nuestro refugio en Benicarló.",
        "La cuota no cubre todos nuestros gastos; el resto lo financiamos con donaciones.",
      ],
    });
  });

  it.skipIf(skip)("never come back once editors deleted them", async () => {
    await database.db.delete(faqEntries);
    expect(await seedFaqEntries(database.db)).toBe(0);
    expect(await database.db.select().from(faqEntries)).toEqual([]);
  });
});

describe.each(backends)("FAQ entries changed in the workspace on $name", ({ skip, create }) => {
  let database: TestDatabase;
  let editorId: string;
  const entry = (overrides: Record<string, string> = {}) => ({
    catalogue: "faq",
    questionDe: "Darf mein Hund mit ins Büro?",
    questionEs: "¿Puede venir mi perro a la oficina?",
    answerDe: "<p>Oft ja.</p>",
    answerEs: "<p>A menudo sí.</p>",
    anchorDe: "buero",
    anchorEs: "oficina",
    displayOrder: "",
    ...overrides,
  });
  const rowOf = async (id: string) => (await findFaqEntry(database.db, id))!;
  const idOf = (result: FaqSaveResult) => {
    if (result.outcome !== "saved") throw new Error(JSON.stringify(result));
    return result.id;
  };

  beforeAll(async () => {
    if (skip) return;
    database = await create();
    await seedFaqEntries(database.db);
    const [editor] = await database.db.insert(editors).values({ email: "redaktion@example.org", source: "workspace" }).returning();
    editorId = editor!.id;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it.skipIf(skip)(
    "saves a new entry at the end of its catalogue, sanitised, as its first version by its editor, on the pages at once",
    async () => {
      const id = idOf(
        await saveFaqEntry(database.db, { posted: entry({ answerDe: '<p onclick="x()">Oft ja.</p><script>alert(1)</script>' }), editorId }),
      );
      expect(await rowOf(id)).toMatchObject({ answerDe: "<p>Oft ja.</p>", displayOrder: 25, anchorDe: "buero" });
      const [version] = await listVersions(database.db, "faq", id);
      expect(version).toMatchObject({
        version: 1,
        editorEmail: "redaktion@example.org",
        data: expect.objectContaining({ displayOrder: 25 }),
      });
      expect(faqItems("faq", "de").at(-1)).toEqual({ id: "buero", question: "Darf mein Hund mit ins Büro?", answerHtml: "<p>Oft ja.</p>" });
      expect(faqItems("faq", "es").at(-1)?.id).toBe("oficina");
      const [logged] = await database.db.select().from(activityLog).where(eq(activityLog.subjectId, id));
      expect(logged).toMatchObject({ subjectType: "faq", action: "created", summary: "Darf mein Hund mit ins Büro?" });
    },
  );

  it.skipIf(skip)("keeps every save as a version, and restores an older one as a new version", async () => {
    const id = idOf(await saveFaqEntry(database.db, { posted: entry({ anchorDe: "restore", anchorEs: "restaurar" }), editorId }));
    await saveFaqEntry(database.db, {
      id,
      posted: entry({ anchorDe: "restore", anchorEs: "restaurar", questionDe: "Und ins Café?" }),
      editorId,
    });
    expect(faqItems("faq", "de").find((item) => item.id === "restore")?.question).toBe("Und ins Café?");

    const [second, first] = await listVersions(database.db, "faq", id);
    expect(second!.data).toMatchObject({ questionDe: "Und ins Café?" });
    // What the history's restore does (historyAction with the entry's own save).
    idOf(await saveFaqEntry(database.db, { id, posted: first!.data, editorId, note: "restore:1" }));
    const versions = await listVersions(database.db, "faq", id);
    expect(versions.map((version) => [version.version, version.note])).toEqual([
      [3, "restore:1"],
      [2, null],
      [1, null],
    ]);
    expect(versions[0]!.data).toEqual(first!.data);
    const logged = await database.db.select().from(activityLog).where(eq(activityLog.subjectId, id));
    expect(logged.map((entry) => entry.action).sort()).toEqual(["changed", "created", "restored"]);
    expect((await rowOf(id)).questionDe).toBe("Darf mein Hund mit ins Büro?");
    expect(faqItems("faq", "de").find((item) => item.id === "restore")?.question).toBe("Darf mein Hund mit ins Büro?");
  });

  it.skipIf(skip)("refuses a wrong value, a taken anchor and a change of an anchor other pages link to, and saves nothing", async () => {
    const before = await database.db.select().from(faqEntries);
    const versionsBefore = await database.db.select().from(contentVersions);
    expect(await saveFaqEntry(database.db, { posted: entry({ questionDe: "", questionEs: "" }), editorId })).toEqual({
      outcome: "invalid",
      errors: { questionDe: "questionRequired", questionEs: "questionRequired" },
    });
    // The FAQ page has "kosten"; the adoption FAQ may have one of its own.
    expect(await saveFaqEntry(database.db, { posted: entry({ anchorDe: "Kosten", anchorEs: "nuevo" }), editorId })).toEqual({
      outcome: "invalid",
      errors: { anchorDe: "anchorTaken" },
    });
    const costs = (await database.db.select().from(faqEntries).where(eq(faqEntries.anchorDe, "kosten")))[0]!;
    const costsForm = { ...costs, displayOrder: String(costs.displayOrder) };
    expect(await saveFaqEntry(database.db, { id: costs.id, posted: { ...costsForm, anchorDe: "preise" }, editorId })).toEqual({
      outcome: "invalid",
      errors: { anchorDe: "anchorLinked" },
    });
    expect(await deleteFaqEntry(database.db, costs.id, editorId)).toEqual({ outcome: "linked", anchors: ["kosten", "costos"] });
    expect(await database.db.select().from(faqEntries)).toEqual(before);
    expect(await database.db.select().from(contentVersions)).toHaveLength(versionsBefore.length);

    // Its question and answer may change; its anchors stay.
    idOf(await saveFaqEntry(database.db, { id: costs.id, posted: { ...costsForm, questionDe: "Was kostet es?" }, editorId }));
    expect(faqItems("faq", "de").find((item) => item.id === "kosten")?.question).toBe("Was kostet es?");
    const elsewhere = idOf(await saveFaqEntry(database.db, { posted: entry({ catalogue: "adoption", anchorDe: "kosten" }), editorId }));
    expect((await rowOf(elsewhere)).displayOrder).toBe(12);
  });

  it.skipIf(skip)("moves an entry within its catalogue, each moved entry's position a new version", async () => {
    const donations = () => faqItems("donations", "de").map((item) => item.id);
    expect(donations().slice(0, 3)).toEqual(["ankommen", "zweck", "teaming"]);
    const teaming = (await database.db.select().from(faqEntries).where(eq(faqEntries.anchorDe, "teaming")))[0]!;
    expect(await moveFaqEntry(database.db, teaming.id, "up", editorId)).toBe("donations");
    expect(donations().slice(0, 3)).toEqual(["ankommen", "teaming", "zweck"]);
    const [moved] = await listVersions(database.db, "faq", teaming.id);
    expect(moved).toMatchObject({ version: 2, data: expect.objectContaining({ displayOrder: 1 }) });
    expect(await moveFaqEntry(database.db, randomUUID(), "up", editorId)).toBeUndefined();
  });

  it.skipIf(skip)("deletes an entry with its history", async () => {
    const id = idOf(await saveFaqEntry(database.db, { posted: entry({ anchorDe: "weg", anchorEs: "fuera" }), editorId }));
    expect(await deleteFaqEntry(database.db, id, editorId)).toEqual({ outcome: "deleted", question: "Darf mein Hund mit ins Büro?" });
    expect(await findFaqEntry(database.db, id)).toBeNull();
    expect(await listVersions(database.db, "faq", id)).toEqual([]);
    expect(faqItems("faq", "de").some((item) => item.id === "weg")).toBe(false);
    expect(await deleteFaqEntry(database.db, id, editorId)).toEqual({ outcome: "notFound" });
  });
});
