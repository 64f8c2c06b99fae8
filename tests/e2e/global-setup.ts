import { startProductionServer } from "../../scripts/production-server.mjs";
import { e2eFirstEditor, signInFirstEditor } from "../support/editors";
import { FakeDogSource } from "../support/fake-dog-source";
import { startFakeSmtp } from "../support/fake-smtp";
import { e2ePort, fakeDogSourcePort, fakeSmtpApiPort, fakeSmtpPort } from "../support/ports";

/**
 * Starts the fakes the site talks to (dog source and image host with a normal
 * list by default; an SMTP server whose mails tests read over HTTP) and the
 * production server (built by `npm test` before), signs the workspace's first
 * editor in; stops them afterwards.
 */
export default async function globalSetup() {
  const dogSource = new FakeDogSource();
  const dogSourceUrl = await dogSource.listen(fakeDogSourcePort());
  const smtp = await startFakeSmtp({ port: fakeSmtpPort(), apiPort: fakeSmtpApiPort() });
  const server = await startProductionServer({
    port: e2ePort(),
    env: {
      DOGS_SOURCE_URL: dogSource.dogListUrl,
      DOG_IMAGES_BASE_URL: dogSourceUrl,
      DOGS_REFRESH_SECONDS: "2",
      SMTP_URL: smtp.url,
      // Every test posts from 127.0.0.1: the per-client limits are tested in tests/integration.
      FORM_RATE_LIMIT_PER_MINUTE: "1000",
      SIGN_IN_RATE_LIMIT_PER_HOUR: "1000",
      EDITOR_EMAILS: e2eFirstEditor,
    },
    stdout: "inherit",
  });
  // Workspace tests get editors of their own from this one (tests/support/editors.ts).
  await signInFirstEditor();
  return async () => {
    await server.stop();
    await dogSource.close();
    await smtp.close();
  };
}
