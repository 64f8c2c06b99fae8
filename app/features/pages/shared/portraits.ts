import { type PictureLayout, pictureHtml } from "~/features/media/picture-html";

/**
 * The round portraits of people on the fixed pages (decision 0015: markup made on the server, one layout per place).
 * Nominally 400 px square like the bundled placeholders; an uploaded photo of any shape fills the circle
 * (object-cover), and the browser takes the copy its `sizes` and screen ask for (320 px, 640 px on a sharp screen)
 * instead of the original of up to 2560 px.
 */
const portrait = (className: string, sizes: string): PictureLayout => ({
  sizes,
  width: 400,
  height: 400,
  className: `mx-auto ${className} rounded-full object-cover shadow-md`,
  loading: "lazy",
});

/** A team member on the about page (size-48: 192 px). */
export const teamMemberPortrait = (src: string, alt: string) => pictureHtml(src, alt, portrait("size-48", "192px"));

/** The hospice's founder on the hospice page (size-56: 224 px). */
export const hospiceFounderPortrait = (src: string, alt: string) => pictureHtml(src, alt, portrait("size-56", "224px"));
