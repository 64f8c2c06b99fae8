import { describe, expect, it } from "vitest";
import { batchedLines } from "./batched-lines.server";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("batchedLines", () => {
  it("writes the lines of one turn of the event loop in one write, in their order, at the turn's end", async () => {
    const writes: string[] = [];
    const destination = batchedLines({ write: (text) => writes.push(text) }, () => {});
    destination.write('{"n":1}\n');
    destination.write('{"n":2}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n']);
    destination.write('{"n":3}\n');
    await nextTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n', '{"n":3}\n']);
  });

  it("writes what is left when the process exits", () => {
    const writes: string[] = [];
    let atExit = () => {};
    const destination = batchedLines({ write: (text) => writes.push(text) }, (flush) => (atExit = flush));
    destination.write("last line\n");
    atExit();
    expect(writes).toEqual(["last line\n"]);
    atExit();
    expect(writes).toEqual(["last line\n"]);
  });
});
