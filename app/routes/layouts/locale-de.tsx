import type { Locale } from "~/i18n/locales";
import { localeGuard } from "./locale-guard";

/** Without a component: React Router renders the matched page in its place. */
export const loader = localeGuard("de");

/**
 * The pages below belong to this language: server/page-methods.ts answers a post to them on the other host with 404.
 * Not a `handle`: only the server reads it, so the layout has nothing for the browser to load.
 */
export const pageLocale: Locale = "de";
