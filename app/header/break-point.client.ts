import { bodyClasses } from "~/lib/body-classes.ts";
import { HEADER_BREAK_POINT_CLASS, headerBreakPointQuery } from "./header-break-point.ts";

const OWNER = "header-break-point";

/**
 * Keeps `ast-header-break-point` on <body> while the viewport is at or below the header break point.
 * The inline script in the page set it before the first paint; from hydration on, the body-class store
 * holds it, so the root layout renders it and navigation keeps it.
 */
export function installHeaderBreakPoint(
  doc: Document,
  breakPoint: number,
  onChange: (isMobileHeader: boolean) => void,
): () => void {
  const win = doc.defaultView;
  if (!win) return () => undefined;
  const media = win.matchMedia(headerBreakPointQuery(breakPoint));
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
