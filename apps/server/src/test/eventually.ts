/** Asks until `ok` holds (a notice from the database is asynchronous), for at most `ms`. */
export async function eventually<T>(ask: () => Promise<T>, ok: (value: T) => boolean, ms = 1000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await ask();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}
