import { type AddressInfo, createServer } from "node:net";

/** Ports of the end-to-end server and its fakes, E2E_PORT … E2E_PORT+6; E2E_PORT moves them all (parallel checkouts). */
export const e2ePort = () => Number(process.env.E2E_PORT ?? 3210);
export const fakeDogSourcePort = () => e2ePort() + 1;
export const fakeSmtpPort = () => e2ePort() + 2;
/** HTTP inspection API of the fake SMTP server (GET /mails, DELETE /mails, PUT /mode/<mode>). */
export const fakeSmtpApiPort = () => e2ePort() + 3;
/** A second server with its own fake dog source, for the dog list's failure states. */
export const failingDogServerPort = () => e2ePort() + 4;
export const failingDogSourcePort = () => e2ePort() + 5;
/** A server a test starts for itself (e.g. to stop it). */
export const ownServerPort = () => e2ePort() + 6;

/** A port that is free now, for a server a test starts for itself besides the fixed ones (no checkout shares it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export const e2eOrigins = () => ({
  de: `http://localhost:${e2ePort()}`,
  es: `http://es.localhost:${e2ePort()}`,
});
