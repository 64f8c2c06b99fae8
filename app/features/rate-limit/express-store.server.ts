import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import type { Database } from "~/db/client.server";
import { type WindowCount, clientKey, countAttempt, currentCount, resetCount, takeBackAttempt } from "./counter.server";

const clientInfo = ({ hits, resetAt }: WindowCount): ClientRateLimitInfo => ({ totalHits: hits, resetTime: resetAt });

/**
 * express-rate-limit's store on the database counter: a limiter with it holds across all instances
 * on one database. `prefix` keeps the keys of different limiters apart ("form:"); the client's address (the key
 * express-rate-limit gives) is kept as its hash.
 */
export class DatabaseRateLimitStore implements Store {
  /** The counts are shared, not local to this process. */
  readonly localKeys = false;
  readonly prefix: string;
  private readonly database: () => Promise<Database>;
  private windowMs = 60_000;

  constructor(database: () => Promise<Database>, prefix: string) {
    this.database = database;
    this.prefix = prefix;
  }

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async get(key: string) {
    const count = await currentCount(await this.database(), this.prefix + clientKey(key));
    return count && clientInfo(count);
  }

  async increment(key: string) {
    return clientInfo(await countAttempt(await this.database(), this.prefix + clientKey(key), this.windowMs));
  }

  async decrement(key: string) {
    await takeBackAttempt(await this.database(), this.prefix + clientKey(key));
  }

  async resetKey(key: string) {
    await resetCount(await this.database(), this.prefix + clientKey(key));
  }
}
