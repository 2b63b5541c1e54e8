import type { ReactNode } from "react";
import { Link } from "react-router";
import type { HeaderSearchStyle } from "~/lib/client/header-search.ts";
import { CART_PATH } from "~/lib/shop-urls.ts";
import { HeaderSearch } from "./header-search.tsx";
import { ServerFragment } from "./server-fragment.tsx";

/**
 * The site header. The cart link and mini cart are server-rendered HTML (the
 * same markup as the cart fragments), so the page script can swap them for
 * fresh fragments after a cart change without React owning those nodes.
 */
export function SiteHeader({
  shopName,
  tagline,
  headerCartHtml,
  miniCartHtml,
  actions,
  searchStyle,
}: {
  shopName: string;
  tagline: string;
  headerCartHtml: string;
  miniCartHtml: string;
  /** Header tools beside the cart (palette switcher). */
  actions?: ReactNode;
  searchStyle: HeaderSearchStyle;
}) {
  return (
    <header className="site-header" id="masthead">
      <div className="ast-container site-header__inner">
        <div className="site-branding">
          <Link to="/" className="site-title" rel="home">
            {shopName}
          </Link>
          {tagline ? <p className="site-description">{tagline}</p> : null}
        </div>
        <nav aria-label="Primary" className="main-navigation">
          <ul className="main-header-menu">
            <li className="menu-item">
              <Link to="/">Home</Link>
            </li>
            <li className="menu-item">
              <Link to="/shop/">Shop</Link>
            </li>
          </ul>
        </nav>
        {actions ? <div className="ast-header-actions">{actions}</div> : null}
        <HeaderSearch style={searchStyle} />
        <div className="ast-site-header-cart">
          <ServerFragment inline className="ast-header-cart-link" html={headerCartHtml} />
          <div className="ast-site-header-cart-data widget_shopping_cart">
            <ServerFragment className="widget_shopping_cart_fragment" html={miniCartHtml} />
          </div>
        </div>
      </div>
      <MobileCartDrawer miniCartHtml={miniCartHtml} />
    </header>
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
