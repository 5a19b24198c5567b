type Log = { error(message: string): void };

const hourMs = 3_600_000;

/**
 * A job run on every hour, o'clock (the notification digest, the PIAR review reminders). The timer
 * does not keep the process alive; a failure is logged in Spanish and the next hour runs again. The
 * returned function stops it and waits for a run under way.
 */
export function scheduleHourly(job: { run(at: Date): Promise<unknown>; failure: string }, log: Log, options: { now?: () => Date } = {}): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const plan = () => {
    if (stopped) return;
    const from = now().getTime();
    const next = Math.floor(from / hourMs) * hourMs + hourMs;
    timer = setTimeout(() => {
      running = job
        .run(new Date(next))
        .catch((error) => log.error(`${job.failure}: ${error instanceof Error ? error.message : String(error)}`))
        .finally(plan);
    }, next - from);
    timer.unref();
  };
  plan();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
