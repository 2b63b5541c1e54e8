import { Link } from "react-router";
import type { HeaderSettings } from "../../server/settings/header-settings.ts";

/** Astra's site identity: the logo and/or the site title, and the tagline. */
export function SiteBranding({
  shopName,
  tagline,
  options,
}: {
  shopName: string;
  tagline: string;
  options: Pick<HeaderSettings, "logo" | "showSiteTitle" | "showTagline">;
}) {
  const { logo, showSiteTitle, showTagline } = options;
  // Without a visible title the logo is the home link's only content, so it must name the shop.
  const showTitle = showSiteTitle || !logo;
  return (
    <div className="site-branding ast-site-identity">
      {logo ? (
        // Beside a visible title the logo repeats its link: one tab stop and one name are enough.
        <Link
          to="/"
          className="custom-logo-link"
          rel="home"
          tabIndex={showTitle ? -1 : undefined}
          aria-hidden={showTitle ? true : undefined}
        >
          <img
            className="custom-logo"
            src={logo.src}
            alt={logo.alt || (showTitle ? "" : shopName)}
            width={logo.width}
            style={{ maxWidth: `${logo.width}px` }}
          />
        </Link>
      ) : null}
      {showTitle ? (
        <div className="ast-site-title-wrap">
          <p className="site-title">
            <Link to="/" rel="home">
              {shopName}
            </Link>
          </p>
          {showTagline && tagline ? <p className="site-description">{tagline}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
