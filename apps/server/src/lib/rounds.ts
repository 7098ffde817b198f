/**
 * A background job run in rounds: now (unless `now` is false) and then every `everyMs`, one
 * round at a time (a round still running when the next is due skips it). The returned function
 * stops it and resolves when the round in flight has ended, so a shutdown closes the database
 * after the job's last statement, not under it: an outbox round that sent mail but was cut
 * before stamping it would send it again after the restart, and a round cut by the closing
 * pool reports a failure that is none.
 */
export function startRounds(
  round: () => Promise<unknown>,
  options: { everyMs: number; onError: (error: Error) => void; now?: boolean },
): () => Promise<void> {
  let current: Promise<void> | null = null;
  const run = () => {
    if (current) return;
    current = round()
      .then(
        () => undefined,
        (error: Error) => options.onError(error),
      )
      .finally(() => {
        current = null;
      });
  };
  if (options.now !== false) run();
  const timer = setInterval(run, options.everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    return current ?? Promise.resolve();
  };
}
