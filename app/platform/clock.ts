/** Where scheduled work takes its time from: the system's, or a test's. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that reads the time from a file (an ISO time), the system's while the file is missing or unreadable: how the
 * end-to-end tests move the time of scheduled publishing forward for several server processes at once, instead of
 * waiting (`CLOCK_FILE`). Read anew on every call.
 */
export function fileClock(file: string, read: (file: string) => string): Clock {
  return {
    now() {
      try {
        const time = new Date(read(file).trim());
        return Number.isNaN(time.getTime()) ? new Date() : time;
      } catch {
        return new Date();
      }
    },
  };
}
