import { describe, expect, it } from "vitest";
import { parseArticle, postedGallery, postedValues } from "./fields";

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
  imageAltDe: "",
  imageAltEs: "",
  imageFocalX: "",
  imageFocalY: "",
};

describe("parseArticle", () => {
  it("proposes empty slugs from the titles with the slug rule and brings entered ones into its form", () => {
    const parsed = parseArticle("post", post);
    expect(parsed).toMatchObject({
      ok: true,
      fields: { slugDe: "uebergabe-in-muenchen", slugEs: "entrega-en-munich" },
      proposedSlugs: ["slugDe", "slugEs"],
    });
    expect(parseArticle("post", { ...post, slugDe: " Mein Slug! " })).toMatchObject({
      ok: true,
      fields: { slugDe: "mein-slug" },
      proposedSlugs: ["slugEs"],
    });
  });

  it("reads the main picture's descriptions and its focal point in percent, the middle when left empty", () => {
    expect(parseArticle("post", { ...post, imageAltDe: " Luna am Strand ", imageFocalX: "30" })).toMatchObject({
      ok: true,
      fields: { imageAltDe: "Luna am Strand", imageAltEs: "", imageFocalX: 30, imageFocalY: 50 },
    });
    expect(parseArticle("post", { ...post, imageFocalX: "101", imageFocalY: "12.5" })).toEqual({
      ok: false,
      errors: { imageFocalX: "percentInvalid", imageFocalY: "percentInvalid" },
    });
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

const galleryForm = () => {
  const form = new FormData();
  for (const [path, de, es, altDe] of [
    ["uploads/a.jpg", "Eins", "Uno", "Ein Hund"],
    ["uploads/b.jpg", "Zwei", "Dos", ""],
    ["uploads/c.jpg", " Drei ", "", ""],
  ]) {
    form.append("galleryPath", path!);
    form.append("galleryCaptionDe", de!);
    form.append("galleryCaptionEs", es!);
    form.append("galleryAltDe", altDe!);
    form.append("galleryAltEs", "");
  }
  form.append("galleryRemove", "uploads/b.jpg");
  return form;
};

describe("postedGallery", () => {
  it("pairs each kept picture with its captions and descriptions and leaves out the removed ones", () => {
    expect(postedGallery(galleryForm())).toEqual([
      { path: "uploads/a.jpg", captionDe: "Eins", captionEs: "Uno", altDe: "Ein Hund", altEs: "" },
      { path: "uploads/c.jpg", captionDe: "Drei", captionEs: "", altDe: "", altEs: "" },
    ]);
  });
});

describe("postedValues", () => {
  it("holds every text of the form as posted, checkboxes as booleans, removed pictures marked, files left out", () => {
    const form = galleryForm();
    for (const [name, value] of Object.entries({ ...post, displayOrder: "3", metaDescriptionDe: "Kurz", featured: "on" })) {
      form.append(name, value);
    }
    form.append("image", new Blob(["x"]), "foto.jpg");
    const values = postedValues("guide", form);
    expect(values.fields).toMatchObject({ titleDe: "Übergabe in München", displayOrder: "3", featured: true, removeImage: false });
    expect(values.fields).not.toHaveProperty("image");
    expect(values.gallery.map((picture) => [picture.path, picture.removed])).toEqual([
      ["uploads/a.jpg", false],
      ["uploads/b.jpg", true],
      ["uploads/c.jpg", false],
    ]);
    expect(postedValues("post", form).fields).not.toHaveProperty("featured");
  });
});
