import type { ReactNode } from "react";
import { useLocation } from "react-router";
import type { HeaderSearchStyle } from "~/search/search-overlay.ts";
import { CART_PATH } from "../../protocol/shop-urls.ts";
import type { HeaderSettings } from "../../server/settings/header-settings.ts";
import type { HeaderAccount as HeaderAccountData } from "../../server/shop/customers/header-account.server.ts";
import { ServerFragment } from "../cart/server-fragment.tsx";
import { HeaderSearch } from "../search/header-search.tsx";
import { HeaderAccount } from "./header-account.tsx";
import type { MenuItem } from "./menu-tree.ts";
import { MobileMenuToggle, MobilePopup } from "./mobile-menu.tsx";
import { PrimaryMenu } from "./primary-menu.tsx";
import { SiteBranding } from "./site-branding.tsx";

/** What the root loader gives the header (null when the page has no root data, e.g. some error pages). */
export interface SiteHeaderData {
  options: HeaderSettings;
  primaryMenu: MenuItem[];
  /** settings.breakpoints.header: at or below it the mobile header is shown. */
  breakPoint: number;
  account: HeaderAccountData;
}

/**
 * Astra's site header: branding, the primary menu (dropdowns and mega menus), the header actions
 * (account, cart) and, at or below the header break point, the menu toggle opening the off-canvas
 * menu. The cart link and mini cart are server-rendered HTML (the same markup as the cart fragments),
 * so the page script can swap them for fresh fragments after a cart change without React owning those
 * nodes. Behaviour is wired by ./header.client.ts; layout switches on body.ast-header-break-point.
 */
export function SiteHeader({
  shopName,
  tagline,
  headerCartHtml,
  miniCartHtml,
  header,
  searchStyle,
  actions,
}: {
  shopName: string;
  tagline: string;
  headerCartHtml: string;
  miniCartHtml: string;
  header: SiteHeaderData | null;
  searchStyle: HeaderSearchStyle;
  /** Further header tools (the colour-palette switcher), shown after the search icon. */
  actions?: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const location = { pathname, search };
  const menu = header?.primaryMenu ?? [];
  const sticky = header?.options.sticky;
  return (
    <>
      <header
        className="site-header header-main-layout-1 ast-primary-menu-enabled"
        id="masthead"
        data-header-break-point={header?.breakPoint}
        data-sticky={sticky?.enabled ? "true" : undefined}
        data-sticky-hide-on-scroll={sticky?.enabled ? String(sticky.hideOnScroll) : undefined}
        data-sticky-devices={sticky?.enabled ? sticky.devices : undefined}
      >
        <div className="main-header-bar">
          <div className="ast-container site-header__inner">
            <SiteBranding
              shopName={shopName}
              tagline={tagline}
              options={header?.options ?? { logo: null, showSiteTitle: true, showTagline: true }}
            />
            {menu.length > 0 ? <PrimaryMenu items={menu} location={location} /> : null}
            <div className="ast-header-actions">
              <HeaderSearch style={searchStyle} />
              {actions}
              {header?.options.account.enabled ? (
                <HeaderAccount
                  account={header.account}
                  location={location}
                  loginPopup={header.options.account.loggedOutAction === "login"}
                />
              ) : null}
              <div className="ast-site-header-cart">
                <ServerFragment inline className="ast-header-cart-link" html={headerCartHtml} />
                <div className="ast-site-header-cart-data widget_shopping_cart">
                  <ServerFragment className="widget_shopping_cart_fragment" html={miniCartHtml} />
                </div>
              </div>
              {menu.length > 0 ? <MobileMenuToggle /> : null}
            </div>
          </div>
        </div>
        <MobileCartDrawer miniCartHtml={miniCartHtml} />
      </header>
      {sticky?.enabled ? <div className="ast-sticky-header-placeholder" aria-hidden="true" hidden /> : null}
      {menu.length > 0 ? <MobilePopup items={menu} location={location} /> : null}
    </>
  );
}

/** Astra's slide-in cart; `slide_in_cart` opens it after a product-page add. A native modal dialog keeps focus inside. */
function MobileCartDrawer({ miniCartHtml }: { miniCartHtml: string }) {
  return (
    <dialog
      id="astra-mobile-cart-drawer"
      className="astra-cart-drawer"
      aria-labelledby="astra-cart-drawer-title"
    >
      <div className="astra-cart-drawer-header">
        <h2 id="astra-cart-drawer-title" className="astra-cart-drawer-title">
          Shopping Cart
        </h2>
        <button
          type="button"
          className="astra-cart-drawer-close"
          aria-label="Close cart"
          data-close-cart-drawer
        >
          ×
        </button>
      </div>
      <ServerFragment className="astra-cart-drawer-content" html={miniCartHtml} />
      <p className="astra-cart-drawer-footer">
        <a href={CART_PATH}>Go to the cart page</a>
      </p>
    </dialog>
  );
}
