import { test } from "@playwright/test";
import { startProductionServer } from "../../scripts/production-server.mjs";
import { FakeDogSource, type FakeDogSourceState } from "./fake-dog-source";
import { freePort } from "./ports";

type ProductionServer = Awaited<ReturnType<typeof startProductionServer>>;

export interface OwnServerOptions {
  /** The fake dog source's first state (default: the fixture list). */
  dogs?: Partial<FakeDogSourceState>;
  /** More environment for the server, besides its dog source. */
  env?: Record<string, string>;
  /** Fixed ports (default: free ones). */
  port?: number;
  sourcePort?: number;
}

/**
 * A production server of the describing block's own, with a fake dog source of its own: for states the shared
 * server cannot show (a source that fails from the start, a long list, a slow first list). Started before the
 * block's tests, stopped after them; read `source` and `server` inside the tests.
 */
export function ownServerWithDogSource(options: OwnServerOptions = {}) {
  const own = {} as { source: FakeDogSource; server: ProductionServer };
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    own.source = new FakeDogSource(options.dogs);
    await own.source.listen(options.sourcePort ?? 0);
    own.server = await startProductionServer({
      port: options.port ?? (await freePort()),
      env: { DOGS_SOURCE_URL: own.source.dogListUrl, DOG_IMAGES_BASE_URL: own.source.url, ...options.env },
    });
  });
  test.afterAll(async () => {
    await own.server?.stop();
    await own.source?.close();
  });
  return own;
}
