import { describe, expect, it } from "vitest";
import { movedOrder } from "./reorder";

const rows = (...orders: number[]) => orders.map((displayOrder, index) => ({ id: String.fromCharCode(97 + index), displayOrder }));
const moved = (list: ReturnType<typeof rows>, id: string, direction: "up" | "down") =>
  movedOrder(list, id, direction)?.map(({ row, displayOrder }) => `${row.id}:${displayOrder}`);

describe("moving a row of a list ordered by hand", () => {
  it("swaps it with its neighbour, changing only the numbers that differ", () => {
    expect(moved(rows(0, 1, 2, 3), "c", "up")).toEqual(["c:1", "b:2"]);
    expect(moved(rows(0, 1, 2, 3), "a", "down")).toEqual(["b:0", "a:1"]);
  });

  it("numbers a list with equal or gapped numbers anew", () => {
    expect(moved(rows(0, 0, 0), "b", "down")).toEqual(["c:1", "b:2"]);
    expect(moved(rows(5, 10, 20), "b", "up")).toEqual(["b:0", "a:1", "c:2"]);
  });

  it("changes nothing at the list's ends, and finds no row that is not in it", () => {
    expect(moved(rows(0, 1), "a", "up")).toEqual([]);
    expect(moved(rows(0, 1), "b", "down")).toEqual([]);
    expect(moved(rows(0, 1), "x", "up")).toBeUndefined();
  });
});
