import type { Logger } from "pino";
import { data } from "react-router";

/**
 * The post or guide a detail loader read, or the not-found page: an unknown
 * slug and a failed read both answer 404, the failure
 * logged as an error.
 */
export async function foundOrNotFound<T>(read: Promise<T | null>, logger: Logger, what: string): Promise<T> {
  const item = await read.catch((error: unknown) => {
    logger.error({ err: error }, `${what} could not be read`);
    return null;
  });
  if (item === null) throw data(null, { status: 404 });
  return item;
}
