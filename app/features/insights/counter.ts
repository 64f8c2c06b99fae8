import type { EventKind, InsightsKind } from "./kinds";

/** One count of the day's sums: a day, a host, what (kind and key), its views and the hashes of its visitors. */
export interface CountedScope {
  day: string;
  host: string;
  kind: InsightsKind;
  /** A path, a dog's slug (until resolved to its id), a host, a search. */
  key: string;
  views: number;
  /** The visitors' hashes seen since the last flush (none for events). */
  visitors: Set<string>;
}

export interface PageView {
  day: string;
  host: string;
  path: string;
  /** The dog's slug when the path is a dog's page. */
  dogSlug?: string;
  /** The host of an outside page the visitor came from. */
  referrer?: string;
  /** The visitor's hash; undefined when no salt is in hand (the view counts, the visitor not). */
  visitor?: string;
}

/** Scopes held at most between two flushes: a flood of distinct paths cannot grow memory without bound. */
const MAX_SCOPES = 20_000;
/** Visitor marks remembered as already sent today: what is sent once need not be sent again. */
const MAX_SENT_MARKS = 200_000;

/**
 * The counts of one instance since its last flush, in memory: counting a view is a few map operations, no I/O
 * (the crowd's answers must not wait for it). `drain` hands over what was counted and starts afresh; the flush adds
 * it to the database, where every instance's counts add up.
 */
export function createCounter() {
  let pending = new Map<string, CountedScope>();
  /** `scope visitor` pairs of today already sent to the database, with their day. */
  let sent = { day: "", marks: new Set<string>() };

  function scope(day: string, host: string, kind: InsightsKind, key: string): CountedScope | undefined {
    const id = `${day}\n${host}\n${kind}\n${key}`;
    let found = pending.get(id);
    if (!found) {
      if (pending.size >= MAX_SCOPES) return undefined;
      found = { day, host, kind, key, views: 0, visitors: new Set() };
      pending.set(id, found);
    }
    return found;
  }

  function add(found: CountedScope | undefined, visitor: string | undefined) {
    if (!found) return;
    found.views += 1;
    if (visitor === undefined) return;
    if (sent.day === found.day && sent.marks.has(`${found.kind}\n${found.host}\n${found.key}\n${visitor}`)) return;
    found.visitors.add(visitor);
  }

  return {
    countView(view: PageView) {
      add(scope(view.day, view.host, "site", ""), view.visitor);
      add(scope(view.day, view.host, "page", view.path), view.visitor);
      if (view.dogSlug) add(scope(view.day, view.host, "dog", view.dogSlug), view.visitor);
      if (view.referrer) add(scope(view.day, view.host, "referrer", view.referrer), view.visitor);
    },
    countEvent(event: { day: string; host: string; kind: EventKind; key: string }) {
      add(scope(event.day, event.host, event.kind, event.key), undefined);
    },
    /** What was counted since the last drain. */
    drain(): CountedScope[] {
      const drained = [...pending.values()];
      pending = new Map();
      return drained;
    },
    /** Notes the visitors of `scopes` as sent for their day (an older day's marks are forgotten). */
    markSent(scopes: readonly CountedScope[]) {
      for (const counted of scopes) {
        if (counted.visitors.size === 0) continue;
        if (counted.day > sent.day) sent = { day: counted.day, marks: new Set() };
        if (counted.day !== sent.day) continue;
        for (const visitor of counted.visitors) {
          if (sent.marks.size >= MAX_SENT_MARKS) sent.marks.clear();
          sent.marks.add(`${counted.kind}\n${counted.host}\n${counted.key}\n${visitor}`);
        }
      }
    },
    /** Puts drained counts back (a flush that failed): nothing counted is lost, however often it fails. */
    restore(scopes: readonly CountedScope[]) {
      for (const counted of scopes) {
        const found = scope(counted.day, counted.host, counted.kind, counted.key);
        if (!found) continue;
        found.views += counted.views;
        for (const visitor of counted.visitors) found.visitors.add(visitor);
      }
    },
  };
}

export type InsightsCounter = ReturnType<typeof createCounter>;
