import type { Response } from "express";

/** OPTIONS is answered with the methods (204); another method not among them with 405. Both carry them in Allow. */
export function answerWithAllow(res: Response, method: string, methods: readonly string[]) {
  res.set("Allow", methods.join(", "));
  res.status(method === "OPTIONS" ? 204 : 405).end();
}
