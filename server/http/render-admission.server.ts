import type { RequestHandler } from "express";

/**
 * Pages rendered per request (the cache missed, or the page is personal: cart, checkout, account) render at
 * most this many at a time; the others wait their turn in arrival order. Rendering is CPU work on one thread,
 * so more at once only interleaves them: every render then holds its data and half-built markup for longer
 * (the heap grew by about 100 MB under 50 concurrent cart pages) and the first to arrive finishes no sooner.
 * A few at once keep the processor busy while one waits for the database.
 */
export const CONCURRENT_RENDERS = 4;
/**
 * A render keeps its slot until its response is sent, or this long: a visitor reading a page very slowly
 * (the response waits for them) must not keep others' pages from rendering.
 */
export const RENDER_SLOT_MAX_MS = 10_000;

export function limitConcurrentRenders(limit = CONCURRENT_RENDERS): RequestHandler {
  let running = 0;
  const waiting: (() => void)[] = [];
  /** Hands the slot to the next waiting render, or frees it. */
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return (req, res, next) => {
    const start = () => {
      // A visitor who left while waiting is not rendered for.
      if (req.socket.destroyed) return release();
      let held = true;
      const done = () => {
        if (!held) return;
        held = false;
        clearTimeout(timer);
        release();
      };
      const timer = setTimeout(done, RENDER_SLOT_MAX_MS);
      timer.unref();
      res.once("close", done);
      next();
    };
    if (running < limit) {
      running += 1;
      start();
    } else waiting.push(start);
  };
}
