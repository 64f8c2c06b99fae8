import { request } from "node:http";

export interface RawRequest {
  method: string;
  /** Sent as written: `///`, `/\`, `*`, `http://host/path` (fetch would normalise or refuse them). */
  path: string;
  /** The Host header; `null` sends none. */
  host: string | null;
  headers?: Record<string, string>;
  body?: string;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP/1.1 request with any method (TRACE, PROPFIND…), request target and Host to 127.0.0.1:`port`,
 * where fetch and Playwright's request context refuse or rewrite odd ones.
 */
export function rawRequest(port: number, { method, path, host, headers = {}, body }: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        setHost: false,
        // Content-Length always: Node sends the body of a DELETE or OPTIONS without one, which the server reads as the next request.
        headers: {
          ...(host === null ? {} : { host }),
          ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }),
          ...headers,
          connection: "close",
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
