/** How the supervisor (scripts/supervise.mjs) saw the server process that ended before this one. */
export interface LastExit {
  at: string;
  code: number | null;
  signal: string | null;
  reason: string | null;
}

export interface ProcessHealth {
  /** When this server process started. */
  startedAt: string;
  /** How often the supervisor started the server again after it died (0: never, or not supervised). */
  restarts: number;
  lastExit: LastExit | null;
}

function lastExitFrom(text: string | undefined): LastExit | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LastExit>;
    return typeof value.at === "string"
      ? { at: value.at, code: value.code ?? null, signal: value.signal ?? null, reason: value.reason ?? null }
      : null;
  } catch {
    return null;
  }
}

/** What /healthz says of this process: when it started, and whether and why the one before it died. */
export function processHealth(env: NodeJS.ProcessEnv = process.env, startedAtMs = Date.now() - process.uptime() * 1000): ProcessHealth {
  const restarts = Number(env.SUPERVISOR_RESTARTS ?? 0);
  return {
    startedAt: new Date(startedAtMs).toISOString(),
    restarts: Number.isInteger(restarts) && restarts >= 0 ? restarts : 0,
    lastExit: lastExitFrom(env.SUPERVISOR_LAST_EXIT),
  };
}
