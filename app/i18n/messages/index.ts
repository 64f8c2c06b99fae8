import type { Locale } from "../locales";
import { de, type Messages } from "./de";
import { es } from "./es";

export type { Messages };

/**
 * The frame's messages as the root loader sends them with every page: without the pages' titles and descriptions
 * (`pages`) and the head's words (`meta`), which only the heads the loaders build on the server read.
 */
export type FrameMessages = Omit<Messages, "pages" | "meta">;

export const messages: Record<Locale, Messages> = { de, es };
