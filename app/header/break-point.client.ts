import { bodyClasses } from "~/lib/body-classes.ts";
import { HEADER_BREAK_POINT_CLASS, headerBreakPointQuery } from "./header-break-point.ts";

const OWNER = "header-break-point";
/** Default of settings.breakpoints.header, for a page without the header's data attribute. */
const FALLBACK_HEADER_BREAK_POINT = 921;

/** The header break point the server put on `#masthead` (`data-header-break-point`). */
export function headerBreakPointOf(doc: Document): number {
  const header = doc.getElementById("masthead");
  return Number(header?.dataset.headerBreakPoint) || FALLBACK_HEADER_BREAK_POINT;
}

/**
 * Keeps `ast-header-break-point` on <body> while the viewport is at or below the header break point. The
 * inline script in the page set it before the first paint; from hydration on, the body-class store holds
 * it, so the root layout renders it and navigation keeps it. The root layout installs this as it hydrates
 * (the body's first render after hydration must keep the class: the page script comes later, decision 037).
 * `onChange` hears each crossing of the break point after that.
 */
export function installHeaderBreakPoint(
  doc: Document,
  onChange: (isMobileHeader: boolean) => void = () => undefined,
): () => void {
  const win = doc.defaultView;
  if (!win) return () => undefined;
  const media = win.matchMedia(headerBreakPointQuery(headerBreakPointOf(doc)));
  const apply = () => bodyClasses.set(OWNER, { add: media.matches ? [HEADER_BREAK_POINT_CLASS] : [] });
  const onMediaChange = () => {
    apply();
    onChange(media.matches);
  };
  apply();
  media.addEventListener("change", onMediaChange);
  return () => {
    media.removeEventListener("change", onMediaChange);
    bodyClasses.clear(OWNER);
  };
}

/** Calls `then` each time the viewport leaves the mobile header (crosses above the break point). */
export function onLeavingMobileHeader(doc: Document, then: () => void): () => void {
  const win = doc.defaultView;
  if (!win) return () => undefined;
  const media = win.matchMedia(headerBreakPointQuery(headerBreakPointOf(doc)));
  const onMediaChange = () => {
    if (!media.matches) then();
  };
  media.addEventListener("change", onMediaChange);
  return () => media.removeEventListener("change", onMediaChange);
}
