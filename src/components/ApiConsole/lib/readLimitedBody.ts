/** Bytes read from a response body, and whether reading stopped at the limit before its end. */
export type LimitedBody = {bytes: Uint8Array; truncated: boolean};

/**
 * Reads a response body chunk by chunk as it streams in, up to `limit`
 * bytes: past that it cancels the stream, so a body of any size costs the
 * page at most `limit` bytes of memory.
 */
export async function readLimitedBody(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<LimitedBody> {
  if (!body) return {bytes: new Uint8Array(0), truncated: false};
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    const room = limit - size;
    if (value.length > room) {
      chunks.push(value.subarray(0, room));
      size += room;
      truncated = true;
      await reader.cancel();
      break;
    }
    chunks.push(value);
    size += value.length;
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return {bytes, truncated};
}
