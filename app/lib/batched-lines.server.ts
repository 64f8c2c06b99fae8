import pino, { type DestinationStream } from "pino";

export interface LineSink {
  write(text: string): unknown;
}

/**
 * A log destination that hands the lines of one turn of the event loop to standard output in one write, at the end
 * of that turn (decision 0069). Under a crowd, a blocking write per request line took 16 % of the server's time for a
 * kept page; pino's asynchronous destination halved the throughput instead (measured, not explained). A line waits
 * at most for the turn to end; what is left when the process exits (an uncaught error included) is written before it
 * ends, so only a process killed outright (SIGKILL, out of memory, a signal it has no handler for) loses the lines of
 * its last turn.
 */
export function batchedLines(sink: LineSink = standardOutput(), onExit: (flush: () => void) => void = exitHook): DestinationStream {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join("");
    pending = [];
    sink.write(text);
  };
  onExit(flush);
  return {
    write(line: string) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
}

/**
 * Standard output as pino writes it by default: synchronously (so a write in the exit event still arrives), waiting
 * out a full pipe, and quiet once the reader is gone (a closed pipe does not end the server).
 */
const standardOutput = () => pino.destination({ dest: 1, sync: true });

/**
 * The flushes to run when the process exits, under one listener per process: a module loaded again (Vite's server in
 * development, each test file) adds its flush, not another listener.
 */
const exitFlushes = Symbol.for("site.batchedLines.exitFlushes");

function exitHook(flush: () => void) {
  const registry = globalThis as { [exitFlushes]?: Set<() => void> };
  if (!registry[exitFlushes]) {
    const flushes = new Set<() => void>();
    registry[exitFlushes] = flushes;
    process.on("exit", () => flushes.forEach((each) => each()));
  }
  registry[exitFlushes].add(flush);
}
