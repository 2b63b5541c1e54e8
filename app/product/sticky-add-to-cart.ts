/**
 * The sticky add-to-cart bar becomes active once the page has scrolled past
 * the product's own add-to-cart button (reference.md), i.e. the button's
 * bottom edge is above the top of the viewport.
 */
export function isStickyBarActive(buttonRect: { bottom: number } | null): boolean {
  return buttonRect !== null && buttonRect.bottom < 0;
}
