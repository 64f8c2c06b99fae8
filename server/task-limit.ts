/**
 * Runs at most `limit` tasks at once; the others wait their turn in the order they came. Used for the page
 * renders no cache answers: under a crowd asking for pages no one asked for before, the server's memory holds
 * a few renders at a time, whatever the crowd's size, and each waiting request costs next to nothing.
 */
export function taskLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next task in line (`running` stays), or is freed.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  return { run, waiting: () => waiting.length };
}
