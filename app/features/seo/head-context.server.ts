import { frameFacts } from "~/config/site";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import type { HeadContext } from "./page-head";

/**
 * The head context of a request: the root loader's data (only the page's
 * language), also used outside a page render (resource routes, tests).
 */
export function headContextFor(locale: Locale, origins: Record<Locale, string>): HeadContext {
  return { locale, origins, messages: messages[locale], facts: frameFacts(locale) };
}
