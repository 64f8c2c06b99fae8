/** Ports of the end-to-end server and its fakes; E2E_PORT moves them all (parallel checkouts). */
export const e2ePort = () => Number(process.env.E2E_PORT ?? 3210);
export const fakeDogSourcePort = () => e2ePort() + 1;
export const fakeSmtpPort = () => e2ePort() + 2;

export const e2eOrigins = () => ({
  de: `http://localhost:${e2ePort()}`,
  es: `http://es.localhost:${e2ePort()}`,
});
/** A server a test starts for itself (e.g. to stop it). */
export const ownServerPort = () => e2ePort() + 5;
