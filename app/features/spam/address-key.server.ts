import { createHash } from "node:crypto";

/**
 * The rate-limit key counting one e-mail address's requests (address-limit.ts). Only a hash of the address
 * is kept in the rate-limit table; the workspace finds the row of a person's address by the same hash.
 */
export const addressLimitKey = (address: string) => `form-address:${createHash("sha256").update(address).digest("hex")}`;
