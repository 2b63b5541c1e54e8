import type { ReactNode } from "react";
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
import type { Route } from "./+types/root";
import { useNonce } from "./lib/nonce.tsx";
import { bodyClassFromMatches } from "./lib/page-handle.ts";
import stylesheet from "./theme/site.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function loader({ context }: Route.LoaderArgs) {
  const { settings } = context.services;
  return {
    shop: { name: settings.shop.name, tagline: settings.shop.tagline, language: settings.shop.language },
    containerWidth: settings.containerWidth,
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const bodyClass = ["vitrine", "woocommerce-js", bodyClassFromMatches(matches)].filter(Boolean).join(" ");
  return (
    <html lang={data?.shop.language ?? "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body
        className={bodyClass}
        style={{ "--ast-container-width": `${data?.containerWidth ?? 1200}px` } as React.CSSProperties}
      >
        <a className="skip-link screen-reader-text" href="#content">
          Skip to content
        </a>
        <SiteHeader shopName={data?.shop.name ?? "Vitrine"} tagline={data?.shop.tagline ?? ""} />
        <main id="content" className="site-content" tabIndex={-1}>
          <div className="ast-container">{children}</div>
        </main>
        <SiteFooter shopName={data?.shop.name ?? "Vitrine"} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function SiteHeader({ shopName, tagline }: { shopName: string; tagline: string }) {
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
              <Link to="/shop">Shop</Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

function SiteFooter({ shopName }: { shopName: string }) {
  return (
    <footer className="site-footer">
      <div className="ast-container">
        <p>{shopName} · Powered by Vitrine</p>
      </div>
    </footer>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "Page not found" : "Something went wrong";
  const message = notFound
    ? "The page you were looking for is not here. It may have moved, or the address may be mistyped."
    : "We could not show this page. Please try again in a moment.";
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <section className="error-404 not-found">
      <h1 className="page-title">{title}</h1>
      <p>{message}</p>
      <p>
        <Link to="/shop" className="button">
          Browse the shop
        </Link>
      </p>
    </section>
  );
}
