import { hash, randomBytes } from "node:crypto";

/** A new day's salt: 32 random bytes, hex. */
export const newSalt = (): string => randomBytes(32).toString("hex");

/**
 * A visitor of one day, as the insights count them: SHA-256 of the day's random salt, the client address, the user
 * agent and the host. The same browser on the same address is one visitor for the day; without the salt (deleted
 * when its day is over) the hash leads back to nobody, and the next day's hash of the same visitor differs.
 * Each part is ended by a NUL (none can hold one), so that no two different visitors make the same text.
 */
export function visitorHash(salt: string, address: string, userAgent: string, host: string): string {
  // The one-call hash: a Hash object per page view took 3 % of a kept page's answer.
  return hash("sha256", `${salt}\0${address}\0${userAgent}\0${host}\0`, "hex");
}
