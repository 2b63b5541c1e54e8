/**
 * Runs `work` at most once per animation frame however often the returned function is called:
 * scroll and resize handlers use it so layout is read once per frame.
 */
export function oncePerFrame(
  work: () => void,
  schedule: (callback: () => void) => number = (callback) => requestAnimationFrame(callback),
  cancel: (handle: number) => void = (handle) => cancelAnimationFrame(handle),
): { request(): void; cancel(): void } {
  let pending: number | null = null;
  return {
    request() {
      if (pending !== null) return;
      pending = schedule(() => {
        pending = null;
        work();
      });
    },
    cancel() {
      if (pending !== null) cancel(pending);
      pending = null;
    },
  };
}
