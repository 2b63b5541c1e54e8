/**
 * Runs async jobs one at a time in the order they were enqueued: list add-to-cart requests are sent
 * one after another in click order (S-ATC-07). A failed job does not stop the ones behind it.
 */
export interface RequestQueue {
  /** Settles as the job settles, once every job enqueued before it has settled. */
  enqueue<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs enqueued and not yet settled, the running one included. */
  readonly size: number;
}

export function createRequestQueue(): RequestQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    enqueue<T>(job: () => Promise<T>): Promise<T> {
      size += 1;
      const result = tail
        .then(() => job())
        .finally(() => {
          size -= 1;
        });
      tail = result.catch(() => undefined);
      return result;
    },
    get size() {
      return size;
    },
  };
}
