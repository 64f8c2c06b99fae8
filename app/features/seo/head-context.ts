import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import type { HeadContext } from "./page-head";

/**
 * A head context outside a page render (resource routes, tests). Pages get
 * theirs from the root loader, which sends only the page's language.
 */
export function headContextFor(locale: Locale, origins: Record<Locale, string>): HeadContext {
  return { locale, origins, messages: messages[locale] };
}
