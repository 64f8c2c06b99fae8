/**
 * A picture of the static pages, with its width and height so the browser reserves the space (no layout shift).
 * Which ones the pages show: images.server.ts (loader data).
 */
export interface PageImage {
  src: string;
  width: number;
  height: number;
}
