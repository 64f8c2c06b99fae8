import { describe, expect, it } from "vitest";
import { createCounter } from "./counter";

const view = { day: "2026-11-28", host: "www.example.de", path: "/hunde/bello-12345678", dogSlug: "bello-12345678" };

describe("the in-memory counter", () => {
  it("counts views and distinct visitors per page, dog and host, and starts afresh when drained", () => {
    const counter = createCounter();
    for (const visitor of ["a", "a", "b"]) counter.countView({ ...view, visitor });
    counter.countView({ ...view, path: "/hunde", dogSlug: undefined, visitor: "a", referrer: "facebook.com" });
    const drained = counter.drain();
    const find = (kind: string, key: string) => drained.find((scope) => scope.kind === kind && scope.key === key);
    expect(find("site", "")).toMatchObject({ views: 4 });
    expect(find("site", "")!.visitors.size).toBe(2);
    expect(find("dog", "bello-12345678")).toMatchObject({ views: 3 });
    expect(find("dog", "bello-12345678")!.visitors.size).toBe(2);
    expect(find("page", "/hunde")).toMatchObject({ views: 1 });
    expect(find("referrer", "facebook.com")).toMatchObject({ views: 1 });
    expect(counter.drain()).toEqual([]);
  });

  it("does not send a visitor of the day twice, and forgets them the next day", () => {
    const counter = createCounter();
    counter.countView({ ...view, visitor: "a" });
    counter.markSent(counter.drain());
    counter.countView({ ...view, visitor: "a" });
    const again = counter.drain();
    expect(again.every((scope) => scope.visitors.size === 0 && scope.views === 1)).toBe(true);
    counter.countView({ ...view, day: "2026-11-29", visitor: "a" });
    expect(counter.drain().every((scope) => scope.visitors.size === 1)).toBe(true);
  });

  it("takes back what a failed flush drained", () => {
    const counter = createCounter();
    counter.countView({ ...view, visitor: "a" });
    const drained = counter.drain();
    counter.countView({ ...view, visitor: "b" });
    counter.restore(drained);
    const site = counter.drain().find((scope) => scope.kind === "site")!;
    expect(site.views).toBe(2);
    expect(site.visitors.size).toBe(2);
  });
});
