/**
 * Astra's header break point: at or below it the mobile header is shown and <body> carries
 * `ast-header-break-point` (reference.md). The width comes from settings.breakpoints.header.
 */
export const HEADER_BREAK_POINT_CLASS = "ast-header-break-point";

export function headerBreakPointQuery(breakPoint: number): string {
  return `(max-width: ${breakPoint}px)`;
}

export function isHeaderBreakPoint(viewportWidth: number, breakPoint: number): boolean {
  return viewportWidth <= breakPoint;
}

/**
 * The inline script placed first in <body>: it sets the class before the first paint, so the mobile
 * header never flashes in as the desktop one. The page script keeps it current afterwards.
 */
export function headerBreakPointScript(breakPoint: number): string {
  const query = JSON.stringify(headerBreakPointQuery(Math.trunc(breakPoint)));
  const name = JSON.stringify(HEADER_BREAK_POINT_CLASS);
  return `document.body.classList.toggle(${name},window.matchMedia(${query}).matches);`;
}
