import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "../support/test";
import { startProductionServer } from "../../scripts/production-server.mjs";
import { signInWith } from "../support/editors";
import { uniqueEmail, waitForMail } from "../support/mailbox";
import { fakeSmtpPort, freePort } from "../support/ports";
import { rawRequest } from "../support/raw-http";

/**
 * Signing in on a fresh install, against the production build on a server of the test's own: without a mail
 * server the sign-in form's link appears once on the server's console as a plain line (never in the JSON log),
 * with one it does not; `npm run editor` works beside the running server on the embedded database, with the
 * server's origins.
 */

const LINK = /\/admin\/login\/[A-Za-z0-9_-]{43}/;

/** A server on a port and data directory of its own; `output()` is everything it printed so far. */
async function ownServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "first-sign-in-"));
  // The request log on: the link must not be in it.
  const server = await startProductionServer({
    port: await freePort(),
    stdout: "pipe",
    env: { DATA_DIR: dataDir, LOG_LEVEL: "info", ...env },
  });
  let printed = "";
  server.child.stdout!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  // What it printed while starting has arrived once its startup message has.
  await expect.poll(() => printed).toContain("Workspace:");
  return {
    ...server,
    dataDir,
    output: () => printed,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Asks for a sign-in link with the form, as a browser posts it. */
async function askForLink(origin: string, address: string) {
  const url = new URL(origin);
  const answer = await rawRequest(Number(url.port), {
    method: "POST",
    path: "/admin/login",
    host: url.host,
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams({ email: address }).toString(),
  });
  expect(answer.status).toBe(200);
}

/** `npm run editor -- …` as the operator runs it: its own environment, the server's DATA_DIR. */
function editorCommand(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ["scripts/editor.mjs", ...args], {
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, stdout, stderr })),
  );
}

test("without SMTP_URL: the form's link on the console as one plain line; npm run editor beside the running server", async () => {
  test.setTimeout(120_000);
  const first = uniqueEmail("first");
  const server = await ownServer({ EDITOR_EMAILS: first });
  try {
    expect(server.output()).toContain("Without SMTP_URL the sign-in links asked for at /admin/login are printed here as well.");

    await askForLink(server.origins.de, first);
    const announced = `Sign-in link for ${first} (valid 15 minutes): ${server.origins.de}/admin/login/`;
    await expect.poll(() => server.output()).toContain(announced);
    const withLink = server
      .output()
      .split("\n")
      .filter((line) => LINK.test(line));
    expect(withLink).toHaveLength(1);
    expect(withLink[0]).toMatch(new RegExp(`^${announced.replace(/[.()]/g, "\\$&")}[A-Za-z0-9_-]{43}$`));
    // The request log was on, and names the path without its secret (its line is written when the answer has gone,
    // which may be after the link's line has been read).
    await expect.poll(() => server.output()).toMatch(/^\{.*"url":"\/admin\/login".*\}$/m);
    await signInWith(withLink[0]!.slice(withLink[0]!.indexOf("http")));

    // The operator's shell knows neither the server's port nor its origins: the server's count.
    const second = uniqueEmail("second");
    const command = await editorCommand(["link", second, "--host", "es"], { DATA_DIR: server.dataDir, PORT: "3999" });
    expect(command.stderr).toBe("");
    expect(command.code).toBe(0);
    const [added, heading, link] = command.stdout.trimEnd().split("\n");
    expect([added, heading]).toEqual([
      `${second} is an editor now.`,
      `Sign-in link for ${second} (valid 15 minutes, once, on ${server.origins.es}):`,
    ]);
    expect(link).toMatch(new RegExp(`^${server.origins.es.replace(/\./g, "\\.")}/admin/login/[A-Za-z0-9_-]{43}$`));
    await signInWith(link!);
    // A link of the command is the operator's: the server's console does not repeat it.
    expect(server.output()).not.toContain(link!.slice(link!.lastIndexOf("/") + 1));
  } finally {
    await server.stop();
  }
});

test("with SMTP_URL: the link goes by mail only, never on the console", async () => {
  test.setTimeout(90_000);
  const editor = uniqueEmail("mailed");
  const server = await ownServer({ EDITOR_EMAILS: editor, SMTP_URL: `smtp://127.0.0.1:${fakeSmtpPort()}` });
  try {
    expect(server.output()).not.toContain("Without SMTP_URL");
    await askForLink(server.origins.de, editor);
    const mail = await waitForMail((received) => received.to.includes(editor));
    const token = LINK.exec(mail.text)![0].split("/").at(-1)!;
    expect(server.output()).not.toContain(token);
    expect(server.output()).not.toContain("Sign-in link for");
  } finally {
    await server.stop();
  }
});
