/**
 * The browser's timer functions, passed in so rules that wait can be tested with fake timers.
 * `globalThis` satisfies this interface; handles are opaque.
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Debouncer {
  /** Runs `action` after the delay, replacing any action still waiting. */
  schedule(action: () => void): void;
  /** Drops the waiting action, if any. */
  cancel(): void;
  /** Runs the waiting action now, if any. */
  flush(): void;
  readonly pending: boolean;
}

/** Only the last action scheduled within `delayMs` of the next one runs, `delayMs` after it was scheduled. */
export function createDebouncer(delayMs: number, timers: Timers): Debouncer {
  let handle: unknown = null;
  let waiting: (() => void) | null = null;

  const cancel = (): void => {
    if (waiting === null) return;
    timers.clearTimeout(handle);
    handle = null;
    waiting = null;
  };

  const run = (): void => {
    const action = waiting;
    handle = null;
    waiting = null;
    action?.();
  };

  return {
    schedule(action) {
      cancel();
      waiting = action;
      handle = timers.setTimeout(run, delayMs);
    },
    cancel,
    flush() {
      if (waiting === null) return;
      timers.clearTimeout(handle);
      run();
    },
    get pending() {
      return waiting !== null;
    },
  };
}

/**
 * Resolves in a later task of its own, so that work before and after it are two shorter tasks on a slow phone's
 * main thread instead of one long one (blocking time, issue 18).
 */
export function nextTask(timers: Pick<Timers, "setTimeout"> = globalThis): Promise<void> {
  return new Promise((resolve) => {
    timers.setTimeout(resolve, 0);
  });
}
