import type { Viewer } from "./popup.rules.ts";

/** What the popup rules read from the page configuration: the visitor's roles (W-POPUP-34) and the shop's time zone. */
export interface PopupPageContext {
  viewer: Viewer;
  shopTimeZone: string;
}

/** The id of the JSON block holding the page's `PopupPageContext`. */
export const POPUP_CONTEXT_ID = "vitrine-popup-context";
