import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob<T> {
  /** One run now (a run already under way is joined, not doubled). */
  run(): Promise<T>;
  /** A run now, then one every `intervalMs`. */
  start(): Promise<void>;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * A server's scheduled job (expiring unpaid orders, held places…): at start-up, then every
 * `intervalMs`. Nothing is kept in memory between runs, so a restart loses nothing; the job must
 * be safe to run on several replicas at once (its writes claim rows by conditional updates). A
 * failed run is logged and gives `fallback`; the timer does not keep the process alive.
 */
export function createPeriodicJob<T>({
  name,
  intervalMs,
  run: work,
  fallback,
  log,
}: {
  name: string;
  intervalMs: number;
  run: () => Promise<T>;
  fallback: T;
  log: Pick<FastifyBaseLogger, 'error'>;
}): PeriodicJob<T> {
  let running: Promise<T> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const run = (): Promise<T> => {
    running ??= work()
      .catch((error: unknown) => {
        log.error({ err: error }, `${name} en échec`);
        return fallback;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  return {
    run,
    start: async () => {
      await run();
      // Closed during the first run: no timer.
      if (stopped) return;
      timer ??= setInterval(() => void run(), intervalMs);
      timer.unref();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
