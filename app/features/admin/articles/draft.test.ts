import { describe, expect, it } from "vitest";
import { articleTexts } from "./texts";
import { type Draft, draftKey, draftQuestion, readDraft, removeDraft, sameValues, writeDraft } from "./draft";
import type { EditorValues } from "./fields";

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

const values = (titleDe: string, captionDe = ""): EditorValues => ({
  fields: { titleDe, status: "draft", featured: false },
  gallery: [{ path: "uploads/a.jpg", captionDe, captionEs: "", altDe: "", altEs: "", removed: false }],
});

describe("drafts in the browser's storage", () => {
  it("are kept per kind and item, a new item's under new", () => {
    expect(draftKey("post", null)).toBe("workspace-draft:post:new");
    expect(draftKey("guide", "7d1b2c3e-0000-4000-8000-000000000001")).toBe("workspace-draft:guide:7d1b2c3e-0000-4000-8000-000000000001");
  });

  it("are read back as written, and removed", () => {
    const storage = memory();
    const draft: Draft = { savedAt: 1_795_840_000_000, values: values("Luna") };
    expect(writeDraft(storage, "k", draft)).toBe(true);
    expect(readDraft(storage, "k")).toEqual(draft);
    removeDraft(storage, "k");
    expect(readDraft(storage, "k")).toBeNull();
  });

  it("read nothing from a broken or foreign entry, and say when the browser refuses one", () => {
    const storage = memory();
    storage.setItem("broken", "{");
    storage.setItem("other", JSON.stringify({ savedAt: "today", values: {} }));
    expect(readDraft(storage, "broken")).toBeNull();
    expect(readDraft(storage, "other")).toBeNull();
    const full = {
      ...storage,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(writeDraft(full, "k", { savedAt: 1, values: values("x") })).toBe(false);
  });
});

describe("sameValues", () => {
  it("tells a draft that changes something from one that does not", () => {
    expect(sameValues(values("Luna"), values("Luna"))).toBe(true);
    expect(sameValues(values("Luna\r\nam Strand"), values("Luna\nam Strand"))).toBe(true);
    expect(sameValues(values("Luna"), values("Luna!"))).toBe(false);
    expect(sameValues(values("Luna"), values("Luna", "Am Strand"))).toBe(false);
    expect(sameValues(values("Luna"), { ...values("Luna"), gallery: [] })).toBe(false);
    expect(sameValues(values("Luna"), { ...values("Luna"), fields: { ...values("Luna").fields, removeImage: true } })).toBe(false);
  });
});

describe("draftQuestion", () => {
  const texts = (locale: "de" | "es") => articleTexts[locale].draft;
  // 09:42 UTC on 28 November 2026 is 10:42 in Germany and Spain.
  const savedAt = Date.UTC(2026, 10, 28, 9, 42);

  it("asks with the draft's time in the association's time zone", () => {
    expect(draftQuestion(savedAt, savedAt + 60_000, "de", texts("de"))).toBe(
      "Es gibt einen ungespeicherten Entwurf von 10:42 — wiederherstellen?",
    );
    expect(draftQuestion(savedAt, savedAt + 60_000, "es", texts("es"))).toBe("Hay un borrador sin guardar de las 10:42: ¿restaurarlo?");
  });

  it("names the day of a draft from another day", () => {
    const nextDay = savedAt + 24 * 3600_000;
    expect(draftQuestion(savedAt, nextDay, "de", texts("de"))).toBe(
      "Es gibt einen ungespeicherten Entwurf vom 28.11.2026 um 10:42 — wiederherstellen?",
    );
    expect(draftQuestion(savedAt, nextDay, "es", texts("es"))).toBe(
      "Hay un borrador sin guardar del 28 nov 2026 a las 10:42: ¿restaurarlo?",
    );
  });
});
