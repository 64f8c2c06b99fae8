/**
 * A response's body read whole, unless it is larger than `maxBytes`: declared so, or found so while it comes in.
 * Then undefined, and the rest is not read (a remote host cannot make this process hold more than the bound).
 */
export async function bodyWithin(response: Response, maxBytes: number): Promise<Buffer | undefined> {
  if (Number(response.headers.get("content-length")) > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
}
