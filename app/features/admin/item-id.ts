import * as z from "zod";

/** Whether a path's id can name a row (a uuid): a malformed one finds nothing, instead of a database error. */
export const isItemId = (id: string): boolean => z.uuid().safeParse(id).success;
