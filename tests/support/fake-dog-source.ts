import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { fixtureCacheTimestamp, fixtureDogs, missingImagePattern } from "./dog-fixture";

/** How the fake answers the dog list: the list, a server error, an empty list, or the list after a delay. */
export type FakeDogSourceMode = "normal" | "fail" | "empty" | "slow";

/** How the image host answers: a small JPEG, a redirect to another picture, or a body that does not end (64 MB). */
export type FakeImageMode = "normal" | "redirect" | "endless";

export interface FakeDogSourceState {
  mode: FakeDogSourceMode;
  dogs: unknown[];
  cacheTimestamp: string | undefined;
  /** Answer a bare array instead of `{ dogs, cacheTimestamp }`. */
  asArray: boolean;
  slowMs: number;
  images: FakeImageMode;
}

const fakeDogListPath = "/api/dogs";

/**
 * The dog source and pet-office image host for tests: GET /api/dogs answers the
 * list as the state says; GET /vermittlungstiere/{dog}/images/{image}/{size}
 * answers a small JPEG (404 for image ids starting with "missing"). Tests
 * change `state` directly and read the request log.
 */
export class FakeDogSource {
  state: FakeDogSourceState;
  readonly requests: { path: string; authorization: string | undefined }[] = [];
  /** Megabytes of endless pictures written before the reader went away. */
  endlessMegabytesSent = 0;
  private server: Server | undefined;
  private readonly initial: FakeDogSourceState;
  private held: Promise<void> | undefined;

  constructor(initial: Partial<FakeDogSourceState> = {}) {
    this.initial = {
      mode: "normal",
      dogs: fixtureDogs,
      cacheTimestamp: fixtureCacheTimestamp,
      asArray: false,
      slowMs: 500,
      images: "normal",
      ...initial,
    };
    this.state = { ...this.initial };
  }

  get dogListRequests() {
    return this.requests.filter((request) => request.path === fakeDogListPath).length;
  }

  reset() {
    this.state = { ...this.initial };
    this.requests.length = 0;
  }

  /** Holds every answer of the dog list until the returned function is called (a source as slow as a test needs). */
  holdDogList(): () => void {
    let release: () => void = () => {};
    this.held = new Promise((resolve) => {
      release = resolve;
    });
    return () => {
      this.held = undefined;
      release();
    };
  }

  async listen(port = 0, host = "127.0.0.1"): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, host, resolve));
    return this.url;
  }

  get url(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  get dogListUrl() {
    return this.url + fakeDogListPath;
  }

  async close() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    this.requests.push({ path, authorization: req.headers.authorization });

    if (path === fakeDogListPath) return this.dogList(res);
    const image = path.match(/^\/vermittlungstiere\/([^/]+)\/images\/([^/]+)\/(\d+)x(\d+)$/);
    if (image && !missingImagePattern.test(image[2]!)) return this.image(res, image[2]!, Number(image[3]), Number(image[4]));
    res.statusCode = 404;
    res.end("not found");
  }

  private async image(res: ServerResponse, imageId: string, width: number, height: number) {
    if (this.state.images === "redirect") {
      res.writeHead(302, { Location: `/vermittlungstiere/elsewhere/images/${imageId}/${width}x${height}` });
      return res.end();
    }
    res.setHeader("Content-Type", "image/jpeg");
    if (this.state.images === "normal") return res.end(await fakeJpeg(imageId, width, height));
    // Chunked, no length declared: only reading tells how much comes.
    const chunk = Buffer.alloc(1024 * 1024);
    for (let sent = 0; sent < 64 && !res.destroyed; sent++) {
      this.endlessMegabytesSent++;
      if (!res.write(chunk)) await new Promise((resolve) => res.once("drain", resolve).once("close", resolve));
    }
    res.end();
  }

  private async dogList(res: ServerResponse) {
    await this.held;
    const { mode, dogs, cacheTimestamp, asArray, slowMs } = this.state;
    if (mode === "fail") {
      res.statusCode = 500;
      return res.end("upstream broken");
    }
    if (mode === "slow") await new Promise((resolve) => setTimeout(resolve, slowMs));
    const list = mode === "empty" ? [] : dogs;
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(asArray ? list : { dogs: list, cacheTimestamp }));
  }
}

const jpegCache = new Map<string, Promise<Buffer>>();

/** A small plain-coloured JPEG per image id (colour from the id, so images differ visibly). */
function fakeJpeg(imageId: string, width: number, height: number): Promise<Buffer> {
  const key = `${imageId}/${width}x${height}`;
  let jpeg = jpegCache.get(key);
  if (!jpeg) {
    const hue = [...imageId].reduce((sum, char) => sum + char.charCodeAt(0) * 37, 0) % 360;
    const [r, g, b] = hslToRgb(hue / 360, 0.5, 0.6);
    jpeg = sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
      .jpeg({ quality: 60 })
      .toBuffer();
    jpegCache.set(key, jpeg);
  }
  return jpeg;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}
