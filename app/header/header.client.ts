import { onLeavingMobileHeader } from "./break-point.client.ts";
import { installHeaderDropdowns } from "./dropdown.client.ts";
import { installMobilePopup } from "./mobile-popup.client.ts";
import { installStickyHeader } from "./sticky-header.client.ts";

/**
 * The theme header's script, installed by the page script after hydration (the root layout keeps the
 * break-point body class itself, from hydration on): dropdown and mega menus, the off-canvas menu and the sticky header. (The login popup is a React
 * component: it loads a fresh nonce through the router.)
 */
export function installHeaderClient(doc: Document): () => void {
  const mobilePopup = installMobilePopup(doc);
  const uninstallers = [
    mobilePopup.uninstall,
    // The off-canvas menu belongs to the mobile header: leaving it closes the menu.
    onLeavingMobileHeader(doc, mobilePopup.close),
    installHeaderDropdowns(doc),
    installStickyHeader(doc),
  ];
  return () => {
    for (const uninstall of uninstallers) uninstall();
  };
}
