import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { routeKeys, routeTable } from "~/i18n/route-table";
import { frameDataFor, headContextFor } from "./head-context.server";

const origins = { de: "https://example.de", es: "https://example.es" };

describe("frameDataFor", () => {
  it.each(locales)("sends the frame's messages (%s) without the pages' titles and the head's words", (locale) => {
    const { pages: _pages, meta: _meta, ...frame } = messages[locale];
    const data = frameDataFor(locale, origins);
    expect(data.messages).toEqual(frame);
    expect(data.messages).not.toHaveProperty("pages");
    expect(data.messages).not.toHaveProperty("meta");
    const { paths: _paths, year, ...context } = data;
    expect({ ...context, messages: messages[locale] }).toEqual(headContextFor(locale, origins));
    // The footer's year is the server's, so that a visitor's clock in another year cannot change the page.
    expect(year).toBe(new Date().getFullYear());
  });

  it.each(locales)("sends the paths of its language only (%s), not the route table", (locale) => {
    const { paths } = frameDataFor(locale, origins);
    expect(Object.keys(paths)).toEqual(routeKeys);
    for (const key of routeKeys) expect(paths[key]).toBe(routeTable[key][locale]);
  });
});
