/** WooCommerce's scroll to a notice: the page settles 100 px above it after a 1000 ms animation (S-CONST-05). */
export const NOTICE_SCROLL_OFFSET_PX = 100;
export const NOTICE_SCROLL_DURATION_MS = 1000;

/** jQuery's default easing ("swing"), which WooCommerce's animation uses. */
export function swing(progress: number): number {
  return 0.5 - Math.cos(progress * Math.PI) / 2;
}

/** Where the page scrolls to for a notice whose top edge is at `noticeTop` (document coordinates). */
export function noticeScrollTarget(noticeTop: number): number {
  return Math.max(0, Math.round(noticeTop - NOTICE_SCROLL_OFFSET_PX));
}

/** The scroll position `elapsed` ms into the animation from `from` to `to`. */
export function noticeScrollAt(from: number, to: number, elapsed: number): number {
  const progress = Math.min(1, Math.max(0, elapsed / NOTICE_SCROLL_DURATION_MS));
  return from + (to - from) * swing(progress);
}

/**
 * Scrolls the window so `notice` sits 100 px below the top, over 1000 ms (at once for visitors who ask for reduced
 * motion). A wheel or touch by the visitor stops it. Returns a cancel function.
 *
 * The target is read again on every frame: the page can change above the notice during the scroll (the
 * checkout's order review refreshes after a refused order), and the scroll still ends 100 px above it, where
 * jQuery's animation, which fixes its target at the start, would end wherever the notice used to be.
 */
export function scrollToNotice(notice: Element, win: Window = window): () => void {
  const from = win.scrollY;
  const target = () => noticeScrollTarget(notice.getBoundingClientRect().top + win.scrollY);
  const to = target();
  if (win.matchMedia("(prefers-reduced-motion: reduce)").matches || from === to) {
    win.scrollTo(0, to);
    return () => {};
  }
  let frame = 0;
  let start: number | null = null;
  const stop = () => {
    win.cancelAnimationFrame(frame);
    win.removeEventListener("wheel", stop);
    win.removeEventListener("touchstart", stop);
  };
  const step = (now: number) => {
    start ??= now;
    const elapsed = now - start;
    win.scrollTo(0, noticeScrollAt(from, target(), elapsed));
    if (elapsed < NOTICE_SCROLL_DURATION_MS) frame = win.requestAnimationFrame(step);
    else stop();
  };
  win.addEventListener("wheel", stop, { passive: true });
  win.addEventListener("touchstart", stop, { passive: true });
  frame = win.requestAnimationFrame(step);
  return stop;
}
