import { randomFillSync } from "node:crypto";
import {
  type BrotliCompress,
  type DeflateRaw,
  brotliDecompressSync,
  constants,
  crc32,
  createBrotliCompress,
  createDeflateRaw,
  gunzipSync,
} from "node:zlib";
import { appendOperator, combineCrc32 } from "./crc32-combine";

/**
 * A rendered page kept once, compressed once, and answered with a fresh CSP nonce each time.
 *
 * The page is rendered with a per-process placeholder nonce. Its text is split at every occurrence of the
 * placeholder; each compressed form (gzip, brotli) is made once from a compressor that is flushed to a byte
 * boundary before and after every placeholder, and the placeholder's own compressed bytes are replaced by an
 * uncompressed block holding it. An answer copies the kept bytes and writes the new nonce into those blocks
 * (same length, so no offsets move); gzip's checksum is recomputed over the answer's text (a fast CRC).
 *
 * The compressor sees, at each nonce's place, a different random filler of bytes no page contains: it then
 * never encodes page text as a copy of a nonce's bytes (the answer's nonce would land in the wrong place) nor
 * one nonce as a copy of another (brotli would keep state the uncompressed block does not restore). As a
 * guard, each compressed form is decoded once with a probe nonce whose characters all differ from the fillers'
 * and from each other, so any such copy would show as a difference; a form that fails is not offered (the
 * answer falls back to another encoding).
 */
export interface SplicedText {
  /** Length of the text in bytes (the same for every nonce). */
  byteLength: number;
  /** Bytes kept in memory for this text, all forms together. */
  keptBytes: number;
  identity(nonce: string): Buffer;
  gzip?: (nonce: string) => Buffer;
  brotli?: (nonce: string) => Buffer;
  /**
   * The same answers as the pieces they are kept in, the nonce between them, for a server to write without copying
   * them into one buffer (a copy of the whole page per answer cost a third of the throughput of an uncompressed
   * answer); undefined for a form the text does not offer.
   */
  pieces(encoding: "identity" | "gzip" | "br", nonce: string): Buffer[] | undefined;
}

const NONCE_BYTES = 16;
/** Random bytes for the next nonces: one call for 256 of them (a call per nonce took 6 % of a kept page's answer). */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;

/** A nonce of the site's form: 16 random bytes (the system's secure random source) in base64, 24 characters. */
export function newNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  noncePoolOffset += NONCE_BYTES;
  return noncePool.toString("base64", noncePoolOffset - NONCE_BYTES, noncePoolOffset);
}

/**
 * Brotli's quality for kept pages: 6 compresses a 64 KB page in about 5 ms, 11 (the highest) in about 130 ms
 * (a 300 KB list in over a second) for 12 % fewer bytes; every distinct query string of the list is a page
 * of its own, so a render must stay cheap.
 */
const brotliQuality = 6;

const gzipHeader = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/** A compressed form: kept byte pieces, with the nonce written between them. */
interface CompressedPieces {
  pieces: Buffer[];
  /** Bytes framing each nonce (uncompressed block header), written before it. */
  nonceFrame: Buffer;
}

export async function spliceText(text: string, placeholder: string): Promise<SplicedText> {
  const segments = text.split(placeholder).map((part) => Buffer.from(part, "utf8"));
  const nonceLength = Buffer.byteLength(placeholder);
  const byteLength = segments.reduce((sum, segment) => sum + segment.length, 0) + nonceLength * (segments.length - 1);

  const identityPieces = (nonce: string) => interleave(segments, Buffer.from(nonce), Buffer.alloc(0));
  const identity = (nonce: string) => Buffer.concat(identityPieces(nonce));
  const fillers = segments.slice(1).map(() => fillerLike(placeholder));
  const probe = probeNonce(placeholder);
  const expected = identity(probe);

  const deflate = await compressPieces(
    segments,
    fillers,
    createDeflateRaw({ level: 9, memLevel: 9 }),
    constants.Z_SYNC_FLUSH,
    storedDeflateBlock,
  );
  const brotli = await compressPieces(
    segments,
    fillers,
    createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: byteLength } }),
    constants.BROTLI_OPERATION_FLUSH,
    uncompressedBrotliBlock,
  );

  const textCrc = textCrcOf(segments, nonceLength);
  const gzipPieces = (nonce: string) => {
    const nonceBytes = Buffer.from(nonce);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(textCrc(nonceBytes), 0);
    trailer.writeUInt32LE(byteLength % 2 ** 32, 4);
    return [gzipHeader, ...interleave(deflate.pieces, nonceBytes, deflate.nonceFrame), trailer];
  };
  const gzip = (nonce: string) => Buffer.concat(gzipPieces(nonce));
  const brotliPieces = (nonce: string) => interleave(brotli.pieces, Buffer.from(nonce), brotli.nonceFrame);
  const brotliAnswer = (nonce: string) => Buffer.concat(brotliPieces(nonce));

  const gzipSound = decodesTo(() => gunzipSync(gzip(probe)), expected);
  const brotliSound = decodesTo(() => brotliDecompressSync(brotliAnswer(probe)), expected);
  const size = (buffers: Buffer[]) => buffers.reduce((sum, buffer) => sum + buffer.length, 0);
  return {
    byteLength,
    keptBytes: size(segments) + (gzipSound ? size(deflate.pieces) : 0) + (brotliSound ? size(brotli.pieces) : 0),
    identity,
    gzip: gzipSound ? gzip : undefined,
    brotli: brotliSound ? brotliAnswer : undefined,
    pieces: (encoding, nonce) =>
      encoding === "identity"
        ? identityPieces(nonce)
        : encoding === "gzip"
          ? gzipSound
            ? gzipPieces(nonce)
            : undefined
          : brotliSound
            ? brotliPieces(nonce)
            : undefined,
  };
}

/** pieces[0] frame nonce pieces[1] frame nonce … pieces[n] (empty frames and pieces left out). */
function interleave(pieces: Buffer[], nonce: Buffer, frame: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  pieces.forEach((piece, index) => {
    if (index > 0) {
      if (frame.length > 0) parts.push(frame);
      parts.push(nonce);
    }
    if (piece.length > 0) parts.push(piece);
  });
  return parts;
}

/**
 * The CRC-32 of the text with a nonce in it, for gzip's trailer: from the segments' CRCs, kept, and the nonce's,
 * combined (crc32-combine.ts), so that an answer reads the nonce's bytes, not the page's (3.5 % of a kept page's
 * answer when the page's 70 KB were read each time).
 */
function textCrcOf(segments: Buffer[], nonceLength: number): (nonce: Buffer) => number {
  const segmentCrcs = segments.map((segment) => crc32(segment));
  const segmentOperators = segments.map((segment) => appendOperator(segment.length));
  const placeholderOperator = appendOperator(nonceLength);
  return (nonce) => {
    const nonceCrc = crc32(nonce);
    const nonceOperator = nonce.length === nonceLength ? placeholderOperator : appendOperator(nonce.length);
    let crc = segmentCrcs[0]!;
    for (let index = 1; index < segments.length; index++) {
      crc = combineCrc32(crc, nonceCrc, nonceOperator);
      crc = combineCrc32(crc, segmentCrcs[index]!, segmentOperators[index]!);
    }
    return crc;
  };
}

function decodesTo(decode: () => Buffer, expected: Buffer): boolean {
  try {
    return decode().equals(expected);
  } catch {
    return false;
  }
}

const base64Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/**
 * Bytes no page contains (control characters HTML and JSON do not use, bytes UTF-8 never has): the compressor
 * finds nothing of a page's text in a filler made of them.
 */
const fillerBytes = [
  ...Array.from({ length: 8 }, (_, i) => 0x01 + i),
  ...Array.from({ length: 18 }, (_, i) => 0x0e + i),
  ...Array.from({ length: 8 }, (_, i) => 0xf8 + i),
];

/**
 * The padding every nonce ends with ("==" of 16 bytes in base64): kept as it is in fillers and the probe, as
 * brotli chooses how to code the next characters by the two before them.
 */
const paddingOf = (placeholder: string) => /=*$/.exec(placeholder)![0];

/** Random filler bytes in place of the placeholder's characters, its padding kept. */
function fillerLike(placeholder: string): Buffer {
  const padding = paddingOf(placeholder);
  const random = [...randomFillSync(Buffer.alloc(placeholder.length - padding.length))].map(
    (byte) => fillerBytes[byte % fillerBytes.length]!,
  );
  return Buffer.concat([Buffer.from(random), Buffer.from(padding)]);
}

/** A nonce like the placeholder (same length and padding) with no character twice before the padding. */
export function probeNonce(placeholder: string): string {
  const padding = paddingOf(placeholder);
  return base64Alphabet.slice(0, placeholder.length - padding.length) + padding;
}

/** A deflate stored block (not final) of `length` bytes: its header, the bytes follow. */
function storedDeflateBlock(length: number): Buffer {
  return Buffer.from([0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
}

/** A brotli uncompressed meta-block (not last, four length nibbles) of `length` bytes: its header, the bytes follow. */
function uncompressedBrotliBlock(length: number): Buffer {
  // Bits from the lowest: ISLAST=0, MNIBBLES=0 (four nibbles), MLEN-1 in 16 bits, ISUNCOMPRESSED=1, then padding.
  const bits = ((length - 1) << 3) | (1 << 19);
  return Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]);
}

/**
 * Compresses the segments in one stream with a filler between each two, flushing to a byte boundary around
 * every filler, whose compressed bytes are dropped (the answer writes an uncompressed block with its nonce there).
 */
async function compressPieces(
  segments: Buffer[],
  fillers: Buffer[],
  stream: DeflateRaw | BrotliCompress,
  flushKind: number,
  frame: (length: number) => Buffer,
): Promise<CompressedPieces> {
  const output: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => output.push(chunk));
  const taken = () => Buffer.concat(output.splice(0));
  const flushed = (data: Buffer) =>
    new Promise<Buffer>((resolve) => {
      stream.write(data);
      stream.flush(flushKind, () => resolve(taken()));
    });

  const pieces: Buffer[] = [];
  for (const [index, segment] of segments.entries()) {
    if (index === segments.length - 1) {
      stream.end(segment);
      await new Promise((resolve) => stream.once("end", resolve));
      pieces.push(taken());
    } else {
      pieces.push(await flushed(segment));
      await flushed(fillers[index]!);
    }
  }
  return { pieces, nonceFrame: frame(fillers[0]?.length ?? 0) };
}
