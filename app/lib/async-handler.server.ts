import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { ParamsDictionary } from "express-serve-static-core";

/**
 * An async Express handler as Express 4 takes it: a function whose result it ignores. The handler answers and
 * catches its own failures; the promise is dropped here, as Express dropped it when it got the handler itself.
 */
export function asyncHandler<Params = ParamsDictionary>(
  handler: (req: Request<Params>, res: Response, next: NextFunction) => Promise<unknown>,
): RequestHandler<Params> {
  return (req, res, next) => void handler(req, res, next);
}
