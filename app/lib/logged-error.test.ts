import { describe, expect, it } from "vitest";
import { loggedError, withoutAddresses } from "./logged-error";

describe("an error in the log", () => {
  it("keeps what failed, drops drizzle's bound values and PostgreSQL's row", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "editors_email_unique"'), {
      code: "23505",
      table: "editors",
      constraint: "editors_email_unique",
      detail: "Key (email)=(ana@example.org) already exists.",
      params: ["ana@example.org"],
    });
    const error = new Error('Failed query: insert into "editors" ("email") values ($1)\nparams: ana@example.org,Hallo\nwelt', { cause });
    Object.assign(error, { query: 'insert into "editors" ("email") values ($1)', params: ["ana@example.org", "Hallo\nwelt"] });
    const logged = loggedError(error) as Record<string, unknown>;
    expect(logged).toMatchObject({
      type: "Error",
      message: 'Failed query: insert into "editors" ("email") values ($1)',
      query: 'insert into "editors" ("email") values ($1)',
      cause: { code: "23505", table: "editors", constraint: "editors_email_unique" },
    });
    expect(String(logged.stack)).toMatch(/^Error: Failed query: insert into "editors" \("email"\) values \(\$1\)\n\s+at /);
    expect(JSON.stringify(logged)).not.toMatch(/ana@example|Hallo|welt|detail|params/);
  });

  it("keeps no recipient of a refused mail", () => {
    const refused = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <ana@example.org>: Recipient unknown"),
      {
        code: "EENVELOPE",
        responseCode: 550,
        command: "RCPT TO",
        response: "550 5.1.1 <ana@example.org>: Recipient unknown",
        rejected: ["ana@example.org"],
      },
    );
    const logged = loggedError(refused);
    expect(logged).toMatchObject({
      code: "EENVELOPE",
      responseCode: 550,
      command: "RCPT TO",
      response: "550 5.1.1 <[address]>: Recipient unknown",
    });
    expect(JSON.stringify(logged)).not.toContain("ana@example.org");
    expect(withoutAddresses("to Ana.Maria+alerts@sub.example.org, done")).toBe("to [address], done");
  });

  it("passes what is no error as it is", () => {
    expect(loggedError("text")).toBe("text");
  });
});
