import { describe, expect, it } from "vitest";
import { startupMessage } from "./startup-message";

describe("startupMessage", () => {
  const origins = { de: "http://localhost:3000", es: "http://es.localhost:3000" };

  it("names both sites, the editor command beside the running server, and the console's links without a mail server", () => {
    expect(startupMessage({ origins, embedded: true, mailServer: false })).toBe(
      [
        "German site:  http://localhost:3000",
        "Spanish site: http://es.localhost:3000",
        "Workspace:    http://localhost:3000/admin and http://es.localhost:3000/admin, for the addresses in EDITOR_EMAILS and those added there.",
        "              A sign-in link on the console: `npm run editor -- link you@example.org`, in a second terminal while this server runs (it asks this server).",
        "              Without SMTP_URL the sign-in links asked for at /admin/login are printed here as well.",
      ].join("\n"),
    );
  });

  it("says what the command needs with a database server, and nothing of the console with a mail server", () => {
    expect(startupMessage({ origins, embedded: false, mailServer: true }).split("\n").slice(3)).toEqual([
      "              A sign-in link on the console: `npm run editor -- link you@example.org`, with this server's DATABASE_URL and SITE_ORIGIN_DE/_ES.",
    ]);
  });
});
