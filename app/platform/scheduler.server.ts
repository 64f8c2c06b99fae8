import { onShutdown } from "~/lib/lifecycle.server";
import { logger } from "~/lib/logger.server";
import { type Clock, systemClock } from "./clock";

/**
 * The one timer loop of the server's periodic and daily jobs: runs `run` now and then every `intervalMs` until
 * shutdown, in this process, with the time of `clock` (tests give one of their own). A failed run is logged and the
 * next one tries again; runs of one job never overlap, and a run under way finishes before the database closes.
 * What must happen once for all instances says so itself (a claimed row: `claimRun`, or a conditional update).
 * Answers a stop that resolves when the run under way has finished.
 */
export function every(
  name: string,
  intervalMs: number,
  run: (now: Date) => Promise<void>,
  clock: Clock = systemClock,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const attempt = () => {
    if (running) return;
    running = (async () => {
      try {
        await run(clock.now());
      } catch (error) {
        logger.error({ err: error, job: name }, `${name} failed; tried again in ${Math.round(intervalMs / 1000)} s`);
      } finally {
        running = undefined;
      }
    })();
  };
  attempt();
  const timer = setInterval(attempt, intervalMs);
  timer.unref();
  const stop = async () => {
    clearInterval(timer);
    await running;
  };
  onShutdown(stop);
  return stop;
}
