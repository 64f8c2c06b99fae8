import type { SpamReason } from "./spam-reason";

/**
 * The same e-mail address more often than this in an hour is spam (a person sends a request or two, perhaps
 * a correction); the requests over it go to the spam folder, where an editor can rescue one.
 */
export const REQUESTS_PER_ADDRESS_PER_HOUR = 5;

export const ADDRESS_WINDOW_MS = 60 * 60 * 1000;

/** The spam reason of the `hits`-th request of one address in the current hour (counting this one). */
export function addressLimitReason(hits: number): Extract<SpamReason, "addressLimit"> | undefined {
  return hits > REQUESTS_PER_ADDRESS_PER_HOUR ? "addressLimit" : undefined;
}
