import { useEffect, useRef } from "react";
import { readingProgress } from "~/furniture/reading-progress.ts";
import { createFrameThrottle } from "~/lib/frame-throttle.ts";

/**
 * A bar across the top of the window that fills as the page is read (S-THEME-04). It only
 * mirrors the scroll bar, so it is hidden from assistive technology.
 */
export function ReadingProgressBar() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const update = createFrameThrottle(() => {
      const root = document.documentElement;
      const progress = readingProgress(window.scrollY, root.scrollHeight, window.innerHeight);
      bar.current?.style.setProperty("--ast-reading-progress", String(progress));
      bar.current?.setAttribute("data-progress", progress.toFixed(3));
    }, window);
    update.request();
    window.addEventListener("scroll", update.request, { passive: true });
    window.addEventListener("resize", update.request);
    // A page change in place (client navigation, opened panels) changes the height without a scroll.
    const resizes = new ResizeObserver(update.request);
    resizes.observe(document.body);
    return () => {
      resizes.disconnect();
      window.removeEventListener("scroll", update.request);
      window.removeEventListener("resize", update.request);
      update.cancel();
    };
  }, []);
  return (
    <div className="ast-reading-progress" aria-hidden="true">
      <div ref={bar} className="ast-reading-progress-bar" />
    </div>
  );
}
