import type { FetcherWithComponents } from "react-router";

/**
 * "Send again" and "Close" for a request's mail that failed for good, posted (`intent`) to the request's page
 * through the caller's fetcher, which reads the answer. Closing is offered until the task is closed.
 */
export function FailedMailActions<T>({
  fetcher,
  action,
  labels,
  closable = true,
}: {
  fetcher: FetcherWithComponents<T>;
  /** The request's page; omitted on that page itself. */
  action?: string;
  labels: { resend: string; close: string };
  closable?: boolean;
}) {
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={action} className="flex flex-wrap gap-2">
      <button type="submit" name="intent" value="resend" className="ui-btn ui-btn-default ui-btn-size-sm" disabled={busy}>
        {labels.resend}
      </button>
      {closable && (
        <button type="submit" name="intent" value="close" className="ui-btn ui-btn-outline ui-btn-size-sm" disabled={busy}>
          {labels.close}
        </button>
      )}
    </fetcher.Form>
  );
}
