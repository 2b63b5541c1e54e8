import { installHeaderBreakPoint } from "./break-point.client.ts";
import { installHeaderDropdowns } from "./dropdown.client.ts";
import { installMobilePopup } from "./mobile-popup.client.ts";
import { installStickyHeader } from "./sticky-header.client.ts";

/** Default of settings.breakpoints.header, for a page without the header's data attribute. */
const FALLBACK_HEADER_BREAK_POINT = 921;

/**
 * The theme header's script, installed by the page script after hydration: the break-point body class,
 * dropdown and mega menus, the off-canvas menu and the sticky header. (The login popup is a React
 * component: it loads a fresh nonce through the router.)
 */
export function installHeaderClient(doc: Document): () => void {
  const header = doc.getElementById("masthead");
  const breakPoint = Number(header?.dataset.headerBreakPoint) || FALLBACK_HEADER_BREAK_POINT;
  const mobilePopup = installMobilePopup(doc);
  const uninstallers = [
    mobilePopup.uninstall,
    // The off-canvas menu belongs to the mobile header: leaving it closes the menu.
    installHeaderBreakPoint(doc, breakPoint, (isMobileHeader) => {
      if (!isMobileHeader) mobilePopup.close();
    }),
    installHeaderDropdowns(doc),
    installStickyHeader(doc),
  ];
  return () => {
    for (const uninstall of uninstallers) uninstall();
  };
}
