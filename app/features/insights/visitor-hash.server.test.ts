import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newSalt, visitorHash } from "./visitor-hash.server";

describe("the visitor hash", () => {
  const salt = newSalt();

  it("is the same for the same salt, address, browser and host", () => {
    const hash = visitorHash(salt, "203.0.113.7", "Mozilla/5.0 Firefox/130.0", "www.example.de");
    expect(hash).toBe(visitorHash(salt, "203.0.113.7", "Mozilla/5.0 Firefox/130.0", "www.example.de"));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  // A fixed salt, so that the digest is known. With a random one, a check that the hex digest holds no "203" failed
  // by chance (once in CI; about 1 run in 66).
  it("is the SHA-256 of the salt and the parts, each ended by a NUL: a digest that names neither address nor browser", () => {
    const fixedSalt = "5a".repeat(32);
    const parts = [fixedSalt, "203.0.113.7", "Mozilla/5.0 Firefox/130.0", "www.example.de"];
    const digest = createHash("sha256")
      .update(parts.map((part) => `${part}\0`).join(""))
      .digest("hex");
    expect(visitorHash(fixedSalt, "203.0.113.7", "Mozilla/5.0 Firefox/130.0", "www.example.de")).toBe(digest);
  });

  it("differs with each part: another address, browser, host or day's salt is another visitor", () => {
    const hash = visitorHash(salt, "203.0.113.7", "Firefox", "www.example.de");
    expect(visitorHash(salt, "203.0.113.8", "Firefox", "www.example.de")).not.toBe(hash);
    expect(visitorHash(salt, "203.0.113.7", "Chrome", "www.example.de")).not.toBe(hash);
    expect(visitorHash(salt, "203.0.113.7", "Firefox", "www.example.es")).not.toBe(hash);
    expect(visitorHash(newSalt(), "203.0.113.7", "Firefox", "www.example.de")).not.toBe(hash);
  });

  it("keeps the parts apart: moving text from one part to the next makes another hash", () => {
    expect(visitorHash(salt, "1.2.3.4", "5Firefox", "h")).not.toBe(visitorHash(salt, "1.2.3.45", "Firefox", "h"));
  });

  it("makes a new random salt each time", () => {
    expect(newSalt()).toMatch(/^[0-9a-f]{64}$/);
    expect(newSalt()).not.toBe(newSalt());
  });
});
