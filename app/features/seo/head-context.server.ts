import { type FrameFacts, frameFacts } from "~/config/site";
import { type Locale, locales } from "~/i18n/locales";
import { type FrameMessages, messages } from "~/i18n/messages";
import { type LocalePaths, pathsOf } from "~/i18n/route-table";
import type { FrameData, HeadContext } from "./page-head";

/** The frame's facts per language, made from the site's configuration once (not on every request). */
const facts = Object.fromEntries(locales.map((locale) => [locale, frameFacts(locale)])) as Record<Locale, FrameFacts>;

/**
 * The head context of a request (only the page's language): what the
 * loaders build the page heads from, also used outside a page render
 * (resource routes, tests).
 */
export function headContextFor(locale: Locale, origins: Record<Locale, string>): HeadContext {
  return { locale, origins, messages: messages[locale], facts: facts[locale] };
}

const frameMessages = Object.fromEntries(
  locales.map((locale) => {
    const { pages: _pages, meta: _meta, ...frame } = messages[locale];
    return [locale, frame];
  }),
) as Record<Locale, FrameMessages>;

const paths = Object.fromEntries(locales.map((locale) => [locale, pathsOf(locale)])) as Record<Locale, LocalePaths>;

/**
 * The root loader's data, sent with every page: the head context without what only the heads read (`FrameMessages`),
 * and the paths of the language.
 */
export function frameDataFor(locale: Locale, origins: Record<Locale, string>): FrameData {
  return { locale, origins, messages: frameMessages[locale], facts: facts[locale], paths: paths[locale] };
}
