/**
 * Background work (dog refresh, mail worker) registers how it stops, so that
 * SIGTERM can finish in-flight requests, stop the workers and close the
 * database in order (server/main.js).
 */
type StopHook = () => Promise<void> | void;

const hooks: StopHook[] = [];

export function onShutdown(hook: StopHook) {
  hooks.push(hook);
}

/** Runs the hooks in reverse order of registration (last started, first stopped). */
export async function runShutdownHooks() {
  for (const hook of hooks.splice(0).reverse()) {
    await hook();
  }
}
