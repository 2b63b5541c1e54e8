import { type Duplex, finished } from "node:stream";

/**
 * Aborts a streamed render that is still going after `ms`, and forgets it as soon as its output is complete.
 * The timer holds the whole render (React's request, the page's data) until it fires or is cleared: left to
 * run after every page, it kept the pages of the last few seconds alive (about 900 pages and 70 MB of heap
 * under 50 concurrent cart pages). `watch` the output once it
 * exists; `cancel` when there will be none (the shell failed).
 */
export function renderDeadline(
  ms: number,
  abort: () => void,
): { watch(output: Duplex): void; cancel(): void } {
  const timer = setTimeout(abort, ms);
  const cancel = () => clearTimeout(timer);
  return {
    watch(output) {
      finished(output, cancel);
    },
    cancel,
  };
}
