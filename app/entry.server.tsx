import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, ServerRouter, isRouteErrorResponse } from "react-router";
import { keptDogCardMarkup } from "~/features/dogs/card-markup.server";
import { DogCardMarkupContext } from "~/features/dogs/components/card-markup";
import { longestRefreshMs } from "~/features/dogs/source.server";
import { loggedPath } from "~/lib/logged-path";
import { NonceContext } from "~/lib/nonce";
import { withScriptsAfterLoadInBytes } from "~/framework/scripts-after-load";
import { SCRIPTS_AFTER_LOAD } from "~/framework/switches";

/**
 * How long loader data streamed after the page (the hospice dogs) may take
 * before React Router gives up on it: longer than the dog source's slowest
 * answer, so that a streamed part ends as an awaited one would (its content or
 * its empty state), in the document and on client-side navigation alike.
 */
export const streamTimeout = longestRefreshMs() + 10_000;

/**
 * Renders the whole document before answering: the streamed parts of a page
 * (`<Await>`, the hospice dogs) are waited for too, so the document is
 * complete without JavaScript; their data follows in the hydration scripts.
 * Every script React Router emits carries the request's CSP nonce. The
 * document is sent as one body: as many small writes, a large page (the dog
 * list) would pile up "drain" listeners on the compression stream, which the
 * `compression` middleware never removes (expressjs/compression#135). Its
 * scripts start after its load event (framework/scripts-after-load.ts).
 * Every Suspense boundary is written in place: React would otherwise move a
 * large one (e.g. a deferred form island, components/deferred-island.tsx)
 * to the end of the document behind a script, out of reach without JavaScript.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <DogCardMarkupContext.Provider value={keptDogCardMarkup}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DogCardMarkupContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // React's chunks, kept as they come and joined once at the end (no stream to read them back from).
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              // As bytes: a string body would be scanned and encoded again by the Fetch API's Response.
              const document = Buffer.concat(chunks);
              resolve(
                new Response(SCRIPTS_AFTER_LOAD ? withScriptsAfterLoadInBytes(document) : document, {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
              callback();
            },
          });
          body.on("error", reject);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
        },
        onShellError(error: unknown) {
          // React's own error, passed on as it came.
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          loadContext.logger.error({ err: error }, "render error");
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Aborted requests and refusals of a client's request (404, 405, …) are no server errors.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const { pathname, search } = new URL(request.url);
  // React Router types this context `any` (its loader arguments' default): it is the app's load context.
  (context as AppLoadContext).logger.error({ err: error, url: loggedPath(pathname + search) }, "unhandled error");
};
