/**
 * One sub-menu's state in the header menus (S-HEAD-01). `expanded` is what its toggle button reports
 * (`aria-expanded`): opened by the button or by keyboard focus entering its item. `dismissed` hides it
 * even while the pointer hovers it, after Escape or a choice, so hover content can be dismissed
 * (WCAG 1.4.13); the pointer leaving clears that. The two are never both true. CSS shows a sub-menu
 * while hovered or expanded, unless dismissed.
 */
export interface SubmenuState {
  expanded: boolean;
  dismissed: boolean;
}

export type SubmenuEvent =
  | "keyboard-focus-entered"
  | "focus-left"
  | "toggle"
  | "escape"
  | "link-chosen"
  | "outside-click"
  | "pointer-left";

export const CLOSED_SUBMENU: SubmenuState = { expanded: false, dismissed: false };

export function nextSubmenuState(state: SubmenuState, event: SubmenuEvent): SubmenuState {
  switch (event) {
    case "keyboard-focus-entered":
      return { expanded: true, dismissed: false };
    case "focus-left":
    case "outside-click":
      return CLOSED_SUBMENU;
    case "toggle":
      return state.expanded ? { expanded: false, dismissed: true } : { expanded: true, dismissed: false };
    case "escape":
    case "link-chosen":
      return { expanded: false, dismissed: true };
    case "pointer-left":
      return { ...state, dismissed: false };
  }
}

export function isSubmenuShown(state: SubmenuState, hovered: boolean): boolean {
  return (hovered || state.expanded) && !state.dismissed;
}
