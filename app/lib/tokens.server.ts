import { createHash, randomBytes } from "node:crypto";

/**
 * Secrets of sign-in links and session cookies: 32 random bytes (base64url), of which the database keeps
 * only the SHA-256. A token is found by its hash, so a leaked table signs nobody in and no comparison of
 * the secret itself takes place.
 */
export const newToken = () => randomBytes(32).toString("base64url");

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
