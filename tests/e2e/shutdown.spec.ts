import { type Socket, connect } from "node:net";
import { expect, test } from "../support/test";
import { startProductionServer } from "../../scripts/production-server.mjs";
import { ownServerPort } from "../support/ports";

/** Resolves with everything the server sends until it closes the connection. */
function readUntilClosed(socket: Socket) {
  return new Promise<string>((resolve, reject) => {
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("end", () => resolve(received));
    socket.on("error", reject);
  });
}

const connectTo = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });

test("SIGTERM finishes the request in flight, refuses new ones and exits 0", async () => {
  test.setTimeout(90_000);
  const port = ownServerPort();
  const server = await startProductionServer({ port, stdout: "pipe" });
  let output = "";
  server.child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    // A request whose head is half sent is in flight: the server has begun to read it.
    const socket = await connectTo(port);
    const answer = readUntilClosed(socket);
    socket.write(`GET /healthz HTTP/1.1\r\nHost: localhost:${port}\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 300));

    server.child.kill("SIGTERM");
    await expect.poll(() => output).toContain("SIGTERM received");
    await expect(connectTo(port)).rejects.toThrow(/ECONNREFUSED/);

    socket.write("Connection: close\r\n\r\n");
    const response = await answer;
    expect(response).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(response).toContain('"database":"ok"');
    expect(await server.exited).toBe(0);
    expect(output).toContain("Shutdown complete");
  } finally {
    await server.stop();
  }
});
