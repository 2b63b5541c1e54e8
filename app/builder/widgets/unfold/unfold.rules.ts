/** ElementsKit's unfold: folded to a height with a fade and a "read more" button; the button toggles it. */
export const UNFOLD_DEFAULTS = {
  height: 120,
  expand: "Read More",
  collapse: "Read Less",
  duration: 500,
} as const;

/** Whether the content is taller than the folded height (otherwise no button is needed). */
export function needsUnfold(contentHeight: number, foldedHeight: number): boolean {
  return contentHeight > foldedHeight + 1;
}

/** The button's text for a state. */
export function unfoldLabel(expanded: boolean, texts: { expand: string; collapse: string }): string {
  return expanded ? texts.collapse : texts.expand;
}
