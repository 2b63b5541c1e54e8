import { data, Link } from "react-router";
import { z } from "zod";
import { ProductGrid } from "~/shop/product-card.tsx";
import { listShopProducts } from "../../server/shop/catalogue/catalogue.server.ts";
import type { Route } from "./+types/shop";

export const handle = {
  bodyClass:
    "woocommerce woocommerce-page archive post-type-archive post-type-archive-product woocommerce-shop",
};

const querySchema = z.object({ paged: z.coerce.number().int().min(1).max(10_000).default(1) });

export function meta({ data: loaderData }: Route.MetaArgs) {
  const page = loaderData?.products.page ?? 1;
  return [{ title: `Shop${page > 1 ? ` – Page ${page}` : ""} – ${loaderData?.shopName ?? "Vitrine"}` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, settings, now } = context.services;
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw data("Unknown page", { status: 404 });
  const products = await listShopProducts(db, {
    page: query.data.paged,
    perPage: settings.catalogue.productsPerPage,
    now: now(),
  });
  if (query.data.paged > products.pageCount) throw data("Unknown page", { status: 404 });
  return { shopName: settings.shop.name, currency: settings.currency, products };
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { products, currency } = loaderData;
  const first = (products.page - 1) * products.perPage + 1;
  const last = first + products.items.length - 1;
  return (
    <>
      <header className="woocommerce-products-header">
        <h1 className="woocommerce-products-header__title page-title">Shop</h1>
      </header>
      <p className="woocommerce-result-count">
        {products.total === 0
          ? "No products were found."
          : products.total === 1
            ? "Showing the single result"
            : products.pageCount === 1
              ? `Showing all ${products.total} results`
              : `Showing ${first}–${last} of ${products.total} results`}
      </p>
      <ProductGrid products={products.items} currency={currency} />
      {products.pageCount > 1 ? (
        <nav className="woocommerce-pagination" aria-label="Product pagination">
          <ul className="page-numbers">
            {Array.from({ length: products.pageCount }, (_, index) => index + 1).map((page) => (
              <li key={page}>
                {page === products.page ? (
                  <span aria-current="page" className="page-numbers current">
                    {page}
                  </span>
                ) : (
                  <Link className="page-numbers" to={page === 1 ? "/shop" : `/shop?paged=${page}`}>
                    <span className="screen-reader-text">Page </span>
                    {page}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
