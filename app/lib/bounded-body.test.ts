import { describe, expect, it } from "vitest";
import { bodyWithin } from "./bounded-body";

/** A body that comes in `chunks` pieces of `size` bytes, without a declared length; counts the pieces pulled. */
function streamed(chunks: number, size: number) {
  const pulled = { count: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.count === chunks) return controller.close();
      pulled.count++;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { response: new Response(body), pulled };
}

describe("a body read within a bound", () => {
  it("is read whole up to the bound", async () => {
    expect((await bodyWithin(new Response(new Uint8Array(100)), 100))?.length).toBe(100);
    expect((await bodyWithin(streamed(4, 25).response, 100))?.length).toBe(100);
    expect((await bodyWithin(new Response(null), 100))?.length).toBe(0);
  });

  it("is refused when it declares more, unread", async () => {
    const response = new Response(new Uint8Array(10), { headers: { "content-length": "1000000" } });
    expect(await bodyWithin(response, 100)).toBeUndefined();
  });

  it("is refused as soon as more comes than the bound, the rest left unread", async () => {
    const { response, pulled } = streamed(1000, 64);
    expect(await bodyWithin(response, 100)).toBeUndefined();
    expect(pulled.count).toBeLessThan(10);
  });
});
