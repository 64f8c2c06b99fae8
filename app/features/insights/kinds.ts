/**
 * What the insights count, per day and host (the `kind` of insights_daily): `site` the whole host (key ""), `page` a
 * path, `dog` a dog (its id), `referrer` the host a visitor came from; the beacon's events `favourite`, `share`,
 * `print` (a dog's id) and `emptySearch` (the words of a dog-list search that found nothing).
 */
export const VIEW_KINDS = ["site", "page", "dog", "referrer"] as const;
export const EVENT_KINDS = ["favourite", "share", "print", "emptySearch"] as const;
export type ViewKind = (typeof VIEW_KINDS)[number];
export type EventKind = (typeof EVENT_KINDS)[number];
export type InsightsKind = ViewKind | EventKind;

export const isEventKind = (value: unknown): value is EventKind => (EVENT_KINDS as readonly unknown[]).includes(value);

/** Kinds whose key is a dog: counted under the dog's slug, kept under its id (resolved when added to the database). */
export const DOG_KINDS: ReadonlySet<InsightsKind> = new Set(["dog", "favourite", "share", "print"]);
