import { type PictureLayout, pictureHtml } from "~/features/media/picture-html";
import { articleImageSize } from "./media";

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

/** An `[image:N]` figure in a guide's body (styled by the body's element rules). */
export const guideFigure: PictureLayout = { sizes: articleColumn, width: 1200, height: 800, loading: "lazy" };

const rendered = (src: string | null, alt: string, layout: PictureLayout) => (src ? pictureHtml(src, alt, layout) : null);

/** A card's picture (decorative: the card's title names it). */
export const cardPicture = (src: string | null, first: boolean) => rendered(src, "", card(first));
/** A post's main picture, named by the post's title. */
export const postHeroPicture = (src: string | null, title: string) => rendered(src, title, postHero);
export const postGalleryPicture = (src: string, alt: string) => pictureHtml(src, alt, postGallery);
/** The picture behind a guide's title (decorative: the title is on it). */
export const guideHeroPicture = (src: string | null) => rendered(src, "", guideHero);
