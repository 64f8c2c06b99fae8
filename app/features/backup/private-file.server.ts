import { createWriteStream, rmSync } from "node:fs";

/**
 * A new file only its owner may read or write (0600): a backup holds every request and every live token. Created
 * anew, so that the mode of a file left there before cannot widen it.
 */
export function privateFileStream(file: string) {
  rmSync(file, { force: true });
  return createWriteStream(file, { mode: 0o600, flags: "wx" });
}
