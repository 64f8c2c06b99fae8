import { describe, expect, it } from "vitest";
import { parseArticle, postedGallery } from "./fields";

const post = {
  titleDe: "Übergabe in München",
  titleEs: "¡Entrega en Múnich!",
  slugDe: "",
  slugEs: "",
  excerptDe: "",
  excerptEs: "",
  categoryDe: "",
  categoryEs: "",
  contentDe: "",
  contentEs: "",
  status: "draft",
  publishedDate: "2026-11-23",
};

describe("parseArticle", () => {
  it("proposes empty slugs from the titles with the slug rule and brings entered ones into its form", () => {
    const parsed = parseArticle("post", post);
    expect(parsed).toMatchObject({ ok: true, fields: { slugDe: "uebergabe-in-muenchen", slugEs: "entrega-en-munich" } });
    expect(parseArticle("post", { ...post, slugDe: " Mein Slug! " })).toMatchObject({ ok: true, fields: { slugDe: "mein-slug" } });
  });

  it("names each refused field with its reason", () => {
    expect(parseArticle("post", { ...post, titleDe: " ", publishedDate: "23.11.2026", status: "secret" })).toEqual({
      ok: false,
      errors: { titleDe: "required", publishedDate: "dateInvalid", status: "required" },
    });
    expect(parseArticle("post", { ...post, titleEs: "¡¿?!" })).toEqual({ ok: false, errors: { slugEs: "slugInvalid" } });
  });

  it("reads a guide's checkbox and display order", () => {
    const guide = { ...post, metaDescriptionDe: "", metaDescriptionEs: "", displayOrder: "4" };
    expect(parseArticle("guide", { ...guide, featured: "on" })).toMatchObject({ ok: true, fields: { featured: true, displayOrder: 4 } });
    expect(parseArticle("guide", guide)).toMatchObject({ ok: true, fields: { featured: false } });
    expect(parseArticle("guide", { ...guide, displayOrder: "1.5" })).toEqual({ ok: false, errors: { displayOrder: "orderInvalid" } });
  });
});

describe("postedGallery", () => {
  it("pairs each kept picture with its captions and leaves out the removed ones", () => {
    const form = new FormData();
    for (const [path, de, es] of [
      ["uploads/a.jpg", "Eins", "Uno"],
      ["uploads/b.jpg", "Zwei", "Dos"],
      ["uploads/c.jpg", " Drei ", ""],
    ]) {
      form.append("galleryPath", path!);
      form.append("galleryCaptionDe", de!);
      form.append("galleryCaptionEs", es!);
    }
    form.append("galleryRemove", "uploads/b.jpg");
    expect(postedGallery(form)).toEqual([
      { path: "uploads/a.jpg", captionDe: "Eins", captionEs: "Uno" },
      { path: "uploads/c.jpg", captionDe: "Drei", captionEs: "" },
    ]);
  });
});
