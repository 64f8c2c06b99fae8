import { startProductionServer } from "../support/e2e-server";
import { FakeDogSource } from "../support/fake-dog-source";
import { e2ePort, fakeDogSourcePort } from "../support/ports";

/**
 * Starts the fake dog source and image host (a normal list by default) and
 * the production server (built by `npm test` before) talking to it; stops
 * both afterwards.
 */
export default async function globalSetup() {
  const dogSource = new FakeDogSource();
  const dogSourceUrl = await dogSource.listen(fakeDogSourcePort());
  const server = await startProductionServer(e2ePort(), {
    DOGS_SOURCE_URL: dogSource.dogListUrl,
    DOG_IMAGES_BASE_URL: dogSourceUrl,
    DOGS_REFRESH_SECONDS: "2",
  });
  return async () => {
    await server.stop();
    await dogSource.close();
  };
}
