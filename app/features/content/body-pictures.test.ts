import { describe, expect, it } from "vitest";
import { placeBodyPictures } from "./body-pictures";

const src = "/media/blog-images/uploads/a.jpg";
const gallery = [null, { src, alt: "Luna im Transporter", caption: "Abfahrt <früh> & müde" }];
const srcset = (format: string) =>
  [320, 640, 960, 1280, 1600].map((width) => `${src}?w=${width}&amp;format=${format} ${width}w`).join(", ");
const sizes = "(min-width: 768px) 736px, calc(100vw - 32px)";
const picture = (alt: string) =>
  `<picture><source type="image/avif" srcset="${srcset("avif")}" sizes="${sizes}" />` +
  `<source type="image/webp" srcset="${srcset("webp")}" sizes="${sizes}" />` +
  `<img src="${src}?w=1280&amp;format=webp" alt="${alt}" loading="lazy" decoding="async" width="1200" height="800" /></picture>`;
const figure = `<figure>${picture("Luna im Transporter")}<figcaption>Abfahrt &lt;früh> &amp; müde</figcaption></figure>`;

describe("placeBodyPictures", () => {
  it("makes a gallery picture between blocks a figure of sized copies with the gallery's alt text and caption", () => {
    expect(placeBodyPictures(`<h2>Los</h2><img src="${src}" alt="" /><p>Text</p>`, gallery)).toBe(`<h2>Los</h2>${figure}<p>Text</p>`);
    expect(placeBodyPictures(`<ul><li><img src="${src}" /></li></ul>`, gallery)).toBe(`<ul><li>${figure}</li></ul>`);
  });

  it("makes a paragraph holding only the picture its figure", () => {
    expect(placeBodyPictures(`<p> <img src="${src}" alt="" /> </p><p>x</p>`, gallery)).toBe(`${figure}<p>x</p>`);
  });

  it("keeps a picture inside text or a link inline, without a caption", () => {
    expect(placeBodyPictures(`<p>Hier <img src="${src}" alt="" /> und da</p>`, gallery)).toBe(
      `<p>Hier ${picture("Luna im Transporter")} und da</p>`,
    );
    expect(placeBodyPictures(`<blockquote><a href="/x"><img src="${src}" /></a></blockquote>`, gallery)).toBe(
      `<blockquote><a href="/x">${picture("Luna im Transporter")}</a></blockquote>`,
    );
  });

  it("gives a picture of ours that is not in the gallery its copies and its own alt text", () => {
    expect(placeBodyPictures(`<img src="${src}" alt="Ein &quot;Hund&quot;" />`, [])).toBe(
      `<figure>${picture("Ein &quot;Hund&quot;")}</figure>`,
    );
  });

  it("leaves pictures of other sites, copies and pictures that have their sources alone", () => {
    const kept = [
      '<img src="https://cdn.example.org/a.jpg" alt="x" />',
      `<img src="${src}?w=640&amp;format=avif" alt="" />`,
      `<picture><source type="image/avif" srcset="${src}?w=640&amp;format=avif 640w" /><img src="${src}" alt="" /></picture>`,
    ];
    for (const html of kept) expect(placeBodyPictures(html, gallery)).toBe(html);
  });

  it("takes a picture of another site from the gallery, as the image alone", () => {
    const linked = { src: "https://cdn.example.org/b.jpg", alt: "", caption: "Am Strand" };
    expect(placeBodyPictures('<img src="https://cdn.example.org/b.jpg" />', [linked])).toBe(
      '<figure><picture><img src="https://cdn.example.org/b.jpg" alt="" loading="lazy" decoding="async" width="1200" height="800" /></picture><figcaption>Am Strand</figcaption></figure>',
    );
  });
});
