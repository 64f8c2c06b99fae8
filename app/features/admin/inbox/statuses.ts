/** How far the association is with a request (the request form's `status`); a new request is `new`. */
export const REQUEST_STATUSES = ["new", "in_progress", "done", "archived"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Statuses of requests somebody still has to handle: the "open" and "my" views. */
export const OPEN_STATUSES = ["new", "in_progress"] as const satisfies readonly RequestStatus[];

export function isRequestStatus(value: unknown): value is RequestStatus {
  return (REQUEST_STATUSES as readonly unknown[]).includes(value);
}
