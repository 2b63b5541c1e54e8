import { lazy, memo, type ReactNode, useEffect, useMemo } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { CART_PATH } from "../protocol/shop-urls.ts";
import { visitorStatistics } from "../protocol/visitor-statistics.ts";
import { documentSourceOf } from "../server/content/document-source.server.ts";
import { comingSoonBanner } from "../server/shop/customers/coming-soon.server.ts";
import { loadHeaderAccount } from "../server/shop/customers/header-account.server.ts";
import { loadPageShell } from "../server/shop/page/page-shell.server.ts";
import { loadThemeShell } from "../server/theme/theme-shell.server.ts";
import type { Route } from "./+types/root";
import { loadSiteChrome } from "./builder/page/document-page.server.ts";
import { KIT_SLOT_ID } from "./builder/page/slot-ids.ts";
import { PopupSlot } from "./builder/popup/popup-slot.tsx";
import { DocumentSlot } from "./builder/slot/document-slot.tsx";
import cartStylesheet from "./cart/cart.css?url";
import { ComingSoonBanner as ComingSoonBannerOnServer } from "./furniture/coming-soon-banner.tsx";
import furnitureStylesheet from "./furniture/furniture.css?url";
import { PaletteSwitcher as PaletteSwitcherOnServer } from "./furniture/palette-switcher.tsx";
import { ReadingProgressBar as ReadingProgressBarOnServer } from "./furniture/reading-progress-bar.tsx";
import { ScrollToTop as ScrollToTopOnServer } from "./furniture/scroll-to-top-button.tsx";
import { StoreNotice as StoreNoticeOnServer } from "./furniture/store-notice.tsx";
import { VisitorStatisticsScript } from "./furniture/visitor-statistics-script.tsx";
import { installHeaderBreakPoint } from "./header/break-point.client.ts";
import { HeaderBreakPointScript } from "./header/break-point-script.tsx";
import headerStylesheet from "./header/header.css?url";
import { SiteHeader as SiteHeaderAlways } from "./header/site-header.tsx";
import { hydratedLater } from "./lib/hydrated-later.tsx";
import { ModulesAfterPaintScript } from "./lib/modules-after-paint.tsx";
import { useNonce } from "./lib/nonce.tsx";
import { PageBody } from "./lib/page-body.tsx";
import { bodyClassFromMatches } from "./lib/page-handle.ts";
import { markScripted, ScriptMarkerScript } from "./lib/script-marker.tsx";
import productListStylesheet from "./listing/products.css?url";
import productStylesheet from "./product/product.css?url";
import quantityStylesheet from "./quantity/quantity.css?url";
import searchStylesheet from "./search/search.css?url";
import { SearchForm } from "./search/search-form.tsx";
import formsStylesheet from "./theme/forms.css?url";
import { Notices } from "./theme/notices.tsx";
import stylesheet from "./theme/site.css?url";

// Furniture that only some shops switch on: rendered by the server, its code loaded when the page hydrates.
const PaletteSwitcher = hydratedLater(
  import.meta.env.SSR
    ? PaletteSwitcherOnServer
    : lazy(() =>
        import("./furniture/palette-switcher.tsx").then((part) => ({ default: part.PaletteSwitcher })),
      ),
);
const ReadingProgressBar = hydratedLater(
  import.meta.env.SSR
    ? ReadingProgressBarOnServer
    : lazy(() =>
        import("./furniture/reading-progress-bar.tsx").then((part) => ({ default: part.ReadingProgressBar })),
      ),
);
const ScrollToTop = hydratedLater(
  import.meta.env.SSR
    ? ScrollToTopOnServer
    : lazy(() =>
        import("./furniture/scroll-to-top-button.tsx").then((part) => ({ default: part.ScrollToTop })),
      ),
);
// Shown only to logged-in customers while the shop is in coming-soon mode: no other page loads its code.
const ComingSoonBanner = hydratedLater(
  import.meta.env.SSR
    ? ComingSoonBannerOnServer
    : lazy(() =>
        import("./furniture/coming-soon-banner.tsx").then((part) => ({ default: part.ComingSoonBanner })),
      ),
);
const StoreNotice = hydratedLater(
  import.meta.env.SSR
    ? StoreNoticeOnServer
    : lazy(() => import("./furniture/store-notice.tsx").then((part) => ({ default: part.StoreNotice }))),
);

/**
 * The theme's header renders again only when its data change. The router's state changes after hydration (the
 * routes the page's links lead to are patched in once discovered) re-render the layout; the header, the largest
 * part of it, has no reason to follow.
 */
const SiteHeader = memo(SiteHeaderAlways);

/** The element right after `<main>`: the first paint waits for it (the rel=expect link in the layout's head). */
const AFTER_MAIN_ID = "vitrine-after-main";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "stylesheet", href: formsStylesheet },
  { rel: "stylesheet", href: productListStylesheet },
  { rel: "stylesheet", href: productStylesheet },
  { rel: "stylesheet", href: headerStylesheet },
  { rel: "stylesheet", href: cartStylesheet },
  { rel: "stylesheet", href: quantityStylesheet },
  { rel: "stylesheet", href: furnitureStylesheet },
  { rel: "stylesheet", href: searchStylesheet },
];

/** Pages name themselves; this titles the error pages, which the root error boundary renders. */
export function meta({ error, loaderData }: Route.MetaArgs) {
  const shopName = loaderData?.shop.name ?? "Vitrine";
  if (!error) return [{ title: shopName }];
  return [{ title: `${errorPageText(error).title} – ${shopName}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { settings } = context.services;
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/?$/, "/");
  const isCart = path === CART_PATH;
  const isSingleProduct = path.startsWith("/product/");
  const builder = await loadSiteChrome(
    documentSourceOf(context.services),
    context.documentSlots,
    url,
    context.pageTags,
    settings.shop.timezone,
  );
  return {
    shop: { name: settings.shop.name, tagline: settings.shop.tagline, language: settings.shop.language },
    containerWidth: settings.containerWidth,
    searchStyle: settings.search.style,
    shell: await loadPageShell(
      context.services,
      context.shopper,
      { isCart, isSingleProduct },
      context.recordPageParts,
    ),
    comingSoon: await comingSoonBanner(context.services, context.shopper),
    theme: loadThemeShell(settings, context.shopper),
    /** The Elementor kit and the header/footer templates that replace Astra's here (decision 020). */
    builder,
    /** What the page's popup rules read (decision 024): only on pages with popups. */
    popupContext: builder.popups
      ? {
          viewer:
            (await context.shopper.customerId()) === null
              ? { loggedIn: false, roles: [] }
              : { loggedIn: true, roles: ["customer"] },
          shopTimeZone: settings.shop.timezone,
        }
      : null,
    /** The third-party visitor-statistics script, inert until consent allows it (S-CALL-11). */
    statistics: visitorStatistics(settings.tracking),
    /** Where the no-script preference forms come back to. */
    returnTo: `${url.pathname}${url.search}`,
    header: {
      options: settings.header,
      primaryMenu: settings.menus.primary,
      breakPoint: settings.breakpoints.header,
      account: await loadHeaderAccount(context.shopper, { registration: settings.accounts.registration }),
    },
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  useEffect(() => markScripted(document), []);
  useEffect(() => installHeaderBreakPoint(document), []);
  useEffect(() => {
    // The page script is a chunk of its own, loaded once the page has hydrated: nothing before needs it (decision 037).
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./theme/page-script.client.ts").then(({ startPageScript }) => {
      if (!cancelled) stop = startPageScript(document);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  const theme = data?.theme;
  // The same element while the theme's data stay the same, so the memoised header is not rendered again.
  const headerActions = useMemo(
    () =>
      theme?.paletteSwitcher ? (
        <PaletteSwitcher
          palette={theme.palette}
          choice={theme.paletteChoice}
          returnTo={data?.returnTo ?? "/"}
        />
      ) : null,
    [theme, data?.returnTo],
  );
  // The page's classes; PageBody adds what components and page scripts keep in the body-class store.
  const pageClasses = [
    "vitrine",
    "woocommerce-js",
    ...(theme?.bodyClasses ?? []),
    data?.builder.kitClass ?? "",
    bodyClassFromMatches(matches),
  ];
  return (
    // The script marker adds its class to <html> before hydration (app/lib/script-marker.tsx).
    <html lang={data?.shop.language ?? "en"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the stylesheets, so it runs at once: the first paint knows whether script runs. */}
        <ScriptMarkerScript nonce={nonce} />
        <ModulesAfterPaintScript nonce={nonce} />
        {/*
          No frame before the header and the main content are parsed whole: a frame painted while the parser was
          inside them showed the header's actions arriving one by one, each pushing the site title over, or the
          cart table's heading before its rows, whose arrival set the columns again (layout shifts). Browsers
          without rel=expect ignore it.
        */}
        <link rel="expect" href={`#${AFTER_MAIN_ID}`} blocking="render" />
        <Meta />
        <Links />
        {data ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: page configuration serialised by inlineScriptJson
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: data.shell.configScript }} />
        ) : null}
        {theme ? <style id="ast-global-palette">{theme.paletteCss}</style> : null}
        {data?.statistics ? <VisitorStatisticsScript statistics={data.statistics} /> : null}
      </head>
      <PageBody
        pageClasses={pageClasses}
        style={{ "--ast-container-width": `${data?.containerWidth ?? 1200}px` } as React.CSSProperties}
      >
        <HeaderBreakPointScript breakPoint={data?.header.breakPoint ?? 921} nonce={nonce} />
        <a className="skip-link screen-reader-text" href="#content">
          Skip to content
        </a>
        {data?.builder.kitClass ? <DocumentSlot slotId={KIT_SLOT_ID} /> : null}
        {theme?.readingProgress ? <ReadingProgressBar /> : null}
        {theme?.storeNotice ? (
          <StoreNotice notice={theme.storeNotice} returnTo={data?.returnTo ?? "/"} />
        ) : null}
        <div id="page" className="hfeed site">
          {data?.comingSoon ? <ComingSoonBanner banner={data.comingSoon} /> : null}
          {data?.builder.header ? (
            <DocumentSlot slotId={data.builder.header} />
          ) : (
            <SiteHeader
              shopName={data?.shop.name ?? "Vitrine"}
              tagline={data?.shop.tagline ?? ""}
              headerCartHtml={data?.shell.headerCartHtml ?? ""}
              miniCartHtml={data?.shell.miniCartHtml ?? ""}
              searchStyle={data?.searchStyle ?? "header-cover"}
              header={data?.header ?? null}
              actions={headerActions}
            />
          )}
          <div className="widget_shopping_cart_live_region screen-reader-text" aria-live="polite" />
          <main id="content" className="site-content" tabIndex={-1}>
            <div className="ast-container">
              <Notices notices={data?.shell.notices ?? []} />
              {children}
            </div>
            {/* Fixed to the window; kept inside a landmark (a footer template's landmark is its own markup). */}
            {data?.builder.footer && theme?.scrollToTop ? <ScrollToTop options={theme.scrollToTop} /> : null}
          </main>
          <span id={AFTER_MAIN_ID} hidden />
          {data?.builder.footer ? (
            <DocumentSlot slotId={data.builder.footer} />
          ) : (
            <SiteFooter shopName={data?.shop.name ?? "Vitrine"}>
              {/* Fixed to the window; inside the footer landmark so no content sits outside a landmark. */}
              {theme?.scrollToTop ? <ScrollToTop options={theme.scrollToTop} /> : null}
            </SiteFooter>
          )}
        </div>
        {data?.builder.popups && data.popupContext ? (
          <PopupSlot slotId={data.builder.popups} context={data.popupContext} />
        ) : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </PageBody>
    </html>
  );
}

function SiteFooter({ shopName, children }: { shopName: string; children?: ReactNode }) {
  return (
    <footer className="site-footer">
      <div className="ast-container">
        <p>{shopName} · Powered by Vitrine</p>
      </div>
      {children}
    </footer>
  );
}

export default function App() {
  return <Outlet />;
}

/** The error page's heading and sentence: not found, a request the shop refused (4xx), or a failure. */
function errorPageText(error: unknown): { title: string; message: string; failure: boolean } {
  if (isRouteErrorResponse(error) && error.status === 404)
    return {
      title: "Page not found",
      message:
        "The page you were looking for is not here. It may have moved, or the address may be mistyped.",
      failure: false,
    };
  // A request the shop refused (a form it could not read, too large…) says why; the sentence is ours.
  // React Router's own refusals (`internal`, such as a 405) carry developer text: not shown.
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500)
    return {
      title: "Request not accepted",
      message:
        typeof error.data === "string" && !(error as { internal?: boolean }).internal
          ? error.data
          : "This page does not accept that request.",
      failure: false,
    };
  return {
    title: "Something went wrong",
    message: "We could not show this page. Please try again in a moment.",
    failure: true,
  };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { title, message, failure } = errorPageText(error);
  if (failure && import.meta.env.DEV) console.error(error);
  return (
    <section className="error-404 not-found">
      <h1 className="page-title">{title}</h1>
      <p>{message}</p>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <SearchForm label="Search the shop" labelVisible />
      ) : null}
      <p>
        <Link to="/shop" className="button">
          Browse the shop
        </Link>
      </p>
    </section>
  );
}
