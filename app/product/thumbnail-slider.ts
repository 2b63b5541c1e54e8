/** The vertical thumbnail slider of the product gallery (S-CONST-09). */
export const THUMBNAIL_ITEM_WIDTH = 80;
export const THUMBNAIL_MARGIN = 15;
export const THUMBNAIL_MAX_VISIBLE = 4;

/** How many thumbnails are on view for `count` thumbnails. */
export function visibleThumbnailCount(count: number): number {
  return Math.max(0, Math.min(count, THUMBNAIL_MAX_VISIBLE));
}

/**
 * The first visible thumbnail once `activeIndex` is active: the window of at most THUMBNAIL_MAX_VISIBLE
 * moves from `currentFirst` only as far as needed to show the active one, and never past either end.
 */
export function thumbnailWindow(count: number, activeIndex: number, currentFirst = 0): number {
  const visible = visibleThumbnailCount(count);
  if (visible === 0) return 0;
  let first = currentFirst;
  if (activeIndex < first) first = activeIndex;
  if (activeIndex > first + visible - 1) first = activeIndex - visible + 1;
  return Math.min(Math.max(first, 0), count - visible);
}

/** How far (px) the strip is moved so `firstIndex` is the first one on view. */
export function thumbnailOffset(firstIndex: number): number {
  return firstIndex * (THUMBNAIL_ITEM_WIDTH + THUMBNAIL_MARGIN);
}

/** The length (px) of the window showing `count` thumbnails: items plus the margins between them. */
export function thumbnailViewportLength(count: number): number {
  const visible = visibleThumbnailCount(count);
  return visible === 0 ? 0 : visible * THUMBNAIL_ITEM_WIDTH + (visible - 1) * THUMBNAIL_MARGIN;
}
