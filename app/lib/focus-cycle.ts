/**
 * Where Tab goes inside an open modal panel (the off-canvas menu, the login popup): from the last
 * focusable element forward to the first, from the first backward to the last, so focus never leaves
 * the panel. Returns the index to focus, or null to let the browser move focus as usual.
 */
export function wrappedFocusIndex(currentIndex: number, count: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (currentIndex === -1) return backwards ? count - 1 : 0;
  if (backwards && currentIndex === 0) return count - 1;
  if (!backwards && currentIndex === count - 1) return 0;
  return null;
}
