import { describe, expect, it } from "vitest";
import { galleryPictures } from "./gallery-pictures";

describe("galleryPictures", () => {
  const images = [
    { url: "sample/a.webp", caption_de: "Abfahrt", caption_es: "Salida", alt_de: "Luna im Transporter", alt_es: null },
    { url: "https://cdn.example.org/b.jpg", caption_de: " ", caption_es: null },
    { url: "/placeholder.svg", caption_de: "weg" },
    { url: "sample/d.webp", alt_de: " Zwei Hunde am Strand " },
  ];

  it("gives each picture its description, else none beside a caption, else the title and its number", () => {
    expect(galleryPictures(images, "blog-images", "de", "Luna ist da")).toEqual([
      { src: "/media/blog-images/sample/a.webp", alt: "Luna im Transporter", caption: "Abfahrt" },
      { src: "https://cdn.example.org/b.jpg", alt: "Luna ist da – Bild 2", caption: null },
      null,
      { src: "/media/blog-images/sample/d.webp", alt: "Zwei Hunde am Strand", caption: null },
    ]);
  });

  it("takes the texts of the language asked for", () => {
    expect(galleryPictures(images, "guide-images", "es", "Luna ha llegado")).toEqual([
      { src: "/media/guide-images/sample/a.webp", alt: "", caption: "Salida" },
      { src: "https://cdn.example.org/b.jpg", alt: "Luna ha llegado – imagen 2", caption: null },
      null,
      { src: "/media/guide-images/sample/d.webp", alt: "Luna ha llegado – imagen 4", caption: null },
    ]);
  });
});
