/** Background work that runs now and then, one run at a time. */
export interface PollLoop {
  /** Asks for a run soon (at once when idle; right after the current run otherwise). */
  readonly wake: () => void;
  /** Runs now, after any run in progress, and resolves when no run is in progress or asked for. */
  readonly runNow: () => Promise<void>;
  /** Stops polling and waits for a run in progress, so the database can be closed after. */
  readonly stop: () => Promise<void>;
}

/**
 * Runs `run` every `intervalMs` (the next run is scheduled only when the last has finished, so runs
 * never overlap in one process) and whenever woken. Failures go to `onError` and the loop goes on.
 * With `paused` nothing runs by itself, neither on the timer nor when woken; `runNow` still does
 * (tests use it to look at what a request alone wrote).
 */
export function startPollLoop(
  run: () => Promise<unknown>,
  options: {
    readonly intervalMs: number;
    readonly onError: (error: unknown) => void;
    readonly paused?: boolean;
  },
): PollLoop {
  const automatic = options.paused !== true;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped && automatic) timer = setTimeout(tick, ms);
  };
  function tick(): void {
    if (stopped) return;
    if (running !== null) {
      again = true;
      return;
    }
    running = run()
      .then(
        () => undefined,
        (error: unknown) => options.onError(error),
      )
      .finally(() => {
        running = null;
        const soon = again;
        again = false;
        schedule(soon ? 0 : options.intervalMs);
      });
  }
  // Waits until no run is in progress (a run may start another when it was woken meanwhile).
  const settle = async (): Promise<void> => {
    const current = running;
    if (current === null) return;
    await current;
    return settle();
  };

  schedule(0);
  return {
    wake: () => {
      if (running !== null) again = true;
      else schedule(0);
    },
    runNow: async () => {
      await settle();
      tick();
      await settle();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await settle();
    },
  };
}
