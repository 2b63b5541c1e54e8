import { Link } from "react-router";
import { ProductGrid } from "~/shop/product-card.tsx";
import { listFeaturedProducts } from "../../server/shop/catalogue/catalogue.server.ts";
import type { Route } from "./+types/home";

const FEATURED_COUNT = 8;

export const handle = { bodyClass: "home page-template-default" };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.shopName ?? "Vitrine" }, { name: "description", content: data?.tagline ?? "" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db, settings, now } = context.services;
  return {
    shopName: settings.shop.name,
    tagline: settings.shop.tagline,
    currency: settings.currency,
    featured: await listFeaturedProducts(db, FEATURED_COUNT, now()),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="home-hero">
        <h1>{loaderData.shopName}</h1>
        {loaderData.tagline ? <p className="home-hero__tagline">{loaderData.tagline}</p> : null}
        <p>
          <Link to="/shop" className="button">
            Visit the shop
          </Link>
        </p>
      </section>
      {loaderData.featured.length > 0 ? (
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading">Featured products</h2>
          <ProductGrid products={loaderData.featured} currency={loaderData.currency} />
        </section>
      ) : null}
    </>
  );
}
