import { describe, expect, it } from "vitest";
import { startupMessage } from "./startup-message";

describe("startupMessage", () => {
  const origins = { de: "http://localhost:3000", es: "http://es.localhost:3000" };

  it("names both sites and how to sign in, with the embedded database's condition", () => {
    expect(startupMessage({ origins, embedded: true })).toBe(
      [
        "German site:  http://localhost:3000",
        "Spanish site: http://es.localhost:3000",
        "Workspace:    http://localhost:3000/admin and http://es.localhost:3000/admin, for the addresses in EDITOR_EMAILS and those added there.",
        "              A sign-in link without mail: `npm run editor -- link you@example.org` (with the server stopped: the embedded database serves one process).",
      ].join("\n"),
    );
  });

  it("leaves the condition out with a database server", () => {
    expect(startupMessage({ origins, embedded: false }).split("\n")[3]).toBe(
      "              A sign-in link without mail: `npm run editor -- link you@example.org`.",
    );
  });
});
