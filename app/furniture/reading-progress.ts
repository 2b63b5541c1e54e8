/**
 * How far through the page the reader is, from 0 (top) to 1 (bottom). A page shorter than the
 * window has nothing to scroll and counts as read.
 */
export function readingProgress(scrollY: number, documentHeight: number, viewportHeight: number): number {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 1;
  return Math.min(1, Math.max(0, scrollY / scrollable));
}
