import { type Locale, locales } from "~/i18n/locales";
import { siteSettings } from "~/platform/settings/current";
import { type FrameFacts, frameFacts } from "~/platform/settings/display.server";
import type { SiteSettings } from "~/platform/settings/settings";
import { type FrameMessages, messages } from "~/i18n/messages";
import { type LocalePaths, pathsOf } from "~/i18n/route-table";
import type { FrameData, HeadContext } from "./page-head";

/** The frame's facts per language, made once per saved version of the settings (not on every request). */
const factsOf = new WeakMap<SiteSettings, Record<Locale, FrameFacts>>();
function facts(locale: Locale): FrameFacts {
  const settings = siteSettings();
  let made = factsOf.get(settings);
  if (!made)
    factsOf.set(
      settings,
      (made = Object.fromEntries(locales.map((each) => [each, frameFacts(each, settings)])) as Record<Locale, FrameFacts>),
    );
  return made[locale];
}

/**
 * The head context of a request (only the page's language): what the
 * loaders build the page heads from, also used outside a page render
 * (resource routes, tests).
 */
export function headContextFor(locale: Locale, origins: Record<Locale, string>): HeadContext {
  return { locale, origins, messages: messages[locale], facts: facts(locale) };
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
  return { locale, origins, messages: frameMessages[locale], facts: facts(locale), paths: paths[locale], year: new Date().getFullYear() };
}
