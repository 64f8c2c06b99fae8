import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { newNonce, probeNonce, spliceText } from "./spliced-text";

const placeholder = newNonce();

/** A page like the site's: scripts carrying the nonce, text that repeats itself (so the compressor refers back). */
function page(nonceSlot: string, cards = 40, quoted = "") {
  const card = (index: number) =>
    `<article class="card"><h3>Lúa ${index}</h3><p>Ein verspielter Hund aus Málaga, sucht ein Zuhause.</p></article>`;
  return (
    `<!DOCTYPE html><html lang="de"><head><title>Hunde</title></head><body>${Array.from({ length: cards }, (_, i) => card(i)).join("")}` +
    `<script nonce="${nonceSlot}">window.__ctx = ${JSON.stringify({ dogs: Array.from({ length: cards }, (_, i) => `Lúa ${i}`) })}</script>` +
    `<script nonce="${nonceSlot}">console.log("${quoted}")</script><script nonce="${nonceSlot}" type="module">import("/a.js")</script></body></html>`
  );
}

describe("spliceText", () => {
  it("answers every encoding with the new nonce in place of the placeholder, byte for byte", async () => {
    const spliced = await spliceText(page(placeholder), placeholder);
    for (const nonce of [newNonce(), newNonce()]) {
      const expected = Buffer.from(page(placeholder).split(placeholder).join(nonce));
      expect(spliced.identity(nonce).equals(expected)).toBe(true);
      expect(gunzipSync(spliced.gzip!(nonce)).equals(expected)).toBe(true);
      expect(brotliDecompressSync(spliced.brotli!(nonce)).equals(expected)).toBe(true);
      expect(spliced.byteLength).toBe(expected.length);
    }
  });

  it("hands out each answer as its kept pieces, which together are the answer's bytes", async () => {
    const spliced = await spliceText(page(placeholder), placeholder);
    const nonce = newNonce();
    expect(Buffer.concat(spliced.pieces("identity", nonce)!).equals(spliced.identity(nonce))).toBe(true);
    expect(Buffer.concat(spliced.pieces("gzip", nonce)!).equals(spliced.gzip!(nonce))).toBe(true);
    expect(Buffer.concat(spliced.pieces("br", nonce)!).equals(spliced.brotli!(nonce))).toBe(true);
    // Three nonces in the page: the identity answer is the four kept segments with the nonce between them.
    expect(spliced.pieces("identity", nonce)!.map((piece) => piece.toString() === nonce)).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
  });

  it("offers no compressed form that would copy the nonce into other text", async () => {
    // The text quotes a piece of the placeholder: a compressor may encode it as a copy of the placeholder's bytes.
    const text = page(placeholder, 40, placeholder.slice(2, 14).repeat(3));
    const spliced = await spliceText(text, placeholder);
    const nonce = newNonce();
    const expected = Buffer.from(text.split(placeholder).join(nonce));
    // The compressor never saw the placeholder (fillers of bytes no page has): both forms are sound and offered.
    expect(gunzipSync(spliced.gzip!(nonce)).equals(expected)).toBe(true);
    expect(brotliDecompressSync(spliced.brotli!(nonce)).equals(expected)).toBe(true);
    expect(spliced.identity(nonce).equals(expected)).toBe(true);
  });

  it("keeps text without a placeholder as it is, compressed", async () => {
    const xml = `<?xml version="1.0"?><urlset>${"<url><loc>https://example.org/hunde</loc></url>".repeat(50)}</urlset>`;
    const spliced = await spliceText(xml, placeholder);
    expect(gunzipSync(spliced.gzip!("")).toString()).toBe(xml);
    expect(brotliDecompressSync(spliced.brotli!("")).toString()).toBe(xml);
    expect(spliced.gzip!("").length).toBeLessThan(xml.length / 5);
  });

  it("compresses a large page to a small part of its size, whatever the placeholder", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const ownPlaceholder = newNonce();
      const spliced = await spliceText(page(ownPlaceholder, 1000), ownPlaceholder);
      expect(spliced.brotli!(newNonce()).length).toBeLessThan(spliced.byteLength / 10);
      expect(spliced.gzip!(newNonce()).length).toBeLessThan(spliced.byteLength / 8);
    }
  });

  it("makes a probe like a nonce, with no character twice before the padding", () => {
    expect(probeNonce(placeholder)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(new Set(probeNonce(placeholder).slice(0, 22)).size).toBe(22);
  });
});
