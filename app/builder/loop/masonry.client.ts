import type { BuilderRuntime } from "../runtime/types.ts";
import {
  columnCount,
  debounce,
  MASONRY_RESIZE_DEBOUNCE_MS,
  MASONRY_TRANSITION_S,
  masonryOffsets,
} from "./masonry.rules.ts";

/**
 * Masonry in the browser (loaded on demand, only by grids whose settings ask for it): measures the items of
 * `.elementor-loop-container`, offsets each one up under the item above it (`masonry.rules.ts`), and lays out
 * again when images load, when the window is resized (debounced 100 ms) and when the grid's items change
 * (a filter refresh or "load more"). Items move over 0.4 s unless the visitor asks for reduced motion.
 */
export function startMasonry(host: HTMLElement, runtime: BuilderRuntime): () => void {
  const grid = () => host.querySelector<HTMLElement>(".elementor-loop-container");

  const layout = () => {
    const container = grid();
    if (!container) return;
    const items = [...container.children].filter(
      (child): child is HTMLElement => child instanceof HTMLElement,
    );
    const style = getComputedStyle(container);
    const columns = columnCount(style.gridTemplateColumns);
    const rowGap = Number.parseFloat(style.rowGap) || 0;
    container.style.setProperty(
      "--vitrine-masonry-transition",
      runtime.reducedMotion() ? "0s" : `${MASONRY_TRANSITION_S}s`,
    );
    // Measure at the natural place (offsets off), then write every offset at once.
    for (const item of items) item.style.marginTop = "";
    if (columns < 2) return;
    const offsets = masonryOffsets(
      items.map((item) => item.getBoundingClientRect().height),
      columns,
      rowGap,
    );
    items.forEach((item, index) => {
      const offset = offsets[index] ?? 0;
      item.style.marginTop = offset < 0 ? `${offset}px` : "";
    });
    // The grid's last row keeps the height the offsets freed: pull what follows up as well.
    const last = offsets.slice(-columns);
    const lift = last.length > 0 ? Math.max(...last) : 0;
    container.style.marginBottom = lift < 0 ? `${lift}px` : "";
  };

  const relayout = debounce(layout, MASONRY_RESIZE_DEBOUNCE_MS);
  const afterImages = () => {
    const container = grid();
    if (container) void runtime.imagesLoaded(container).then(layout);
  };

  layout();
  afterImages();
  window.addEventListener("resize", relayout);
  // New items (load more), new content (a filter refresh) or a change inside an item (an add-to-cart notice): lay
  // out again, and once more when their images are in. Layout writes only styles, so it never triggers itself.
  const observer = new MutationObserver(() => {
    layout();
    afterImages();
  });
  observer.observe(host, { childList: true, subtree: true });
  host.dataset.masonry = "on";
  return () => {
    relayout.cancel();
    window.removeEventListener("resize", relayout);
    observer.disconnect();
  };
}
