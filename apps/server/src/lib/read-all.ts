import type { Readable } from "node:stream";

/** A stream read to its end, as one buffer (stored files are small enough to hold). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
