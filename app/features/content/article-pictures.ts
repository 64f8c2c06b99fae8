import { type FocalPoint, type PictureLayout, pictureHtml } from "~/features/media/picture-html";
import { articleImageSize } from "~/features/media/media-url";

/**
 * The pictures of blog posts and guides, one layout per place (decision 0015): their size in the
 * layout (`sizes`), nominal size, classes and loading. Rendered to markup on the server; the
 * components only put it into a `<picture>`.
 */

/** A picture across an article's column (max-w-3xl less its margins). */
const articleColumn = "(min-width: 768px) 736px, calc(100vw - 32px)";

/**
 * A list's first card is what a phone shows first: its picture is the page's largest paint and loads at once
 * with high priority. Every other card's picture is lazy, so that nothing else competes with it before the
 * first paint (the rest of a desktop's first row loads right after the layout).
 */
const card = (first: boolean): PictureLayout => ({
  // A column of the max-w-6xl grid; the full width less the margins on a phone.
  sizes: "(min-width: 1024px) 352px, (min-width: 640px) calc(50vw - 32px), calc(100vw - 32px)",
  ...articleImageSize,
  className: "aspect-[1200/630] w-full object-cover",
  loading: first ? "priority" : "lazy",
});

const postHero: PictureLayout = {
  sizes: articleColumn,
  ...articleImageSize,
  className: "mt-8 aspect-[1200/630] w-full rounded-lg object-cover",
  loading: "priority",
};

/** Two columns of the article's width from 640 px on, one before. */
const postGallery: PictureLayout = {
  sizes: "(min-width: 768px) 356px, (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)",
  width: 1200,
  height: 800,
  className: "aspect-[3/2] w-full rounded-lg object-cover",
  loading: "lazy",
};

/** Behind the guide's title, across the window. */
const guideHero: PictureLayout = {
  sizes: "100vw",
  ...articleImageSize,
  className: "absolute inset-0 size-full object-cover",
  loading: "priority",
};

/** A picture in a post's or guide's body (a guide's `[image:N]` too), across its column; styled by the body's element rules. */
export const bodyPicture: PictureLayout = { sizes: articleColumn, width: 1200, height: 800, loading: "lazy" };

const rendered = (src: string | null, alt: string, layout: PictureLayout, focus: FocalPoint) =>
  src ? pictureHtml(src, alt, layout, focus) : null;

/** A card's picture (decorative: the card's title names it), cropped around its focal point. */
export const cardPicture = (src: string | null, first: boolean, focus: FocalPoint) => rendered(src, "", card(first), focus);
/** A post's main picture, named by its description (or the post's title), cropped around its focal point. */
export const postHeroPicture = (src: string | null, alt: string, focus: FocalPoint) => rendered(src, alt, postHero, focus);
export const postGalleryPicture = (src: string, alt: string) => pictureHtml(src, alt, postGallery);
/** The picture behind a guide's title, cropped around its focal point; decorative unless it has a description (the title is on it). */
export const guideHeroPicture = (src: string | null, alt: string, focus: FocalPoint) => rendered(src, alt, guideHero, focus);
