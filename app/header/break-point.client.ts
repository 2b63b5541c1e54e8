import { HEADER_BREAK_POINT_CLASS, headerBreakPointQuery } from "~/header/header-break-point.ts";

/**
 * Keeps `ast-header-break-point` on <body> while the viewport is at or below the header break point
 * (the inline script in the page set it before the first paint). The root layout rewrites the body's
 * class attribute when the page type changes, so a mutation observer puts the class back.
 */
export function installHeaderBreakPoint(
  doc: Document,
  breakPoint: number,
  onChange: (isMobileHeader: boolean) => void,
): () => void {
  const win = doc.defaultView;
  if (!win) return () => undefined;
  const media = win.matchMedia(headerBreakPointQuery(breakPoint));
  const apply = () => {
    // Writing only when it differs keeps the observer from being notified by our own change.
    if (doc.body.classList.contains(HEADER_BREAK_POINT_CLASS) !== media.matches)
      doc.body.classList.toggle(HEADER_BREAK_POINT_CLASS, media.matches);
  };
  const onMediaChange = () => {
    apply();
    onChange(media.matches);
  };
  apply();
  media.addEventListener("change", onMediaChange);
  const observer = new win.MutationObserver(apply);
  observer.observe(doc.body, { attributes: true, attributeFilter: ["class"] });
  return () => {
    media.removeEventListener("change", onMediaChange);
    observer.disconnect();
  };
}
