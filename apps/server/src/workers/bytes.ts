/** Bytes that crossed a thread boundary arrive as a Uint8Array: the same memory as a Buffer. */
export const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
