// Shared by the bench scripts that edit as an editor: the production server with one editor, the mails it sends
// read by an SMTP server of this process, and a session signed in by the mailed link.
import { SMTPServer } from "smtp-server";
import { startProductionServer } from "../scripts/production-server.mjs";

/**
 * Starts the production build (of `cwd`, default this checkout) with `editor` as its editor and a mail server here.
 * @returns the server (scripts/production-server.mjs), `signIn()` giving a session cookie, and `stop()`.
 */
export async function startEditorServer({ port, editor, cwd, stdout }) {
  const mails = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, done) {
      let raw = "";
      stream.on("data", (chunk) => (raw += chunk));
      stream.on("end", () => {
        mails.push(raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
        done();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const server = await startProductionServer({
    port,
    cwd,
    stdout,
    env: { EDITOR_EMAILS: editor, SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`, LOG_LEVEL: "warn" },
  });
  const origin = server.origins.de;

  /** Signs the editor in by the mailed link: a page with a button to press, or (older versions) the link alone. */
  async function signIn() {
    await fetch(`${origin}/admin/login`, { method: "POST", body: new URLSearchParams({ email: editor }) });
    for (let tries = 0; tries < 100 && mails.length === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    const link = new RegExp(`${origin}/admin/login/[A-Za-z0-9_-]{43}`).exec(mails[0] ?? "")?.[0];
    if (!link) throw new Error("no sign-in mail");
    let opened = await fetch(link, { redirect: "manual" });
    if (opened.status === 200) {
      const fields = [...(await opened.text()).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)];
      opened = await fetch(link, {
        method: "POST",
        redirect: "manual",
        headers: { origin },
        body: new URLSearchParams(fields.map((field) => [field[1], field[2]])),
      });
    }
    const cookie = opened.headers.get("set-cookie")?.split(";")[0];
    if (!cookie) throw new Error(`the sign-in link answered ${opened.status} without a session`);
    return cookie;
  }

  async function stop() {
    await server.stop();
    smtp.close();
  }
  return { server, origin, signIn, stop };
}
