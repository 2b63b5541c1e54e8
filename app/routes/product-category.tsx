import listingStylesheet from "~/listing/listing.css?url";
import { loadShopListing } from "~/listing/listing.server.ts";
import { listingDocumentTitle, ShopListing } from "~/listing/shop-listing.tsx";
import { addListingTags } from "../../server/cache/page-tags.ts";
import type { Route } from "./+types/product-category";

/** The listing adds `term-<slug>` and `term-<id>`, which depend on the category. */
export const handle = { bodyClass: "woocommerce woocommerce-page archive tax-product_cat" };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: listingStylesheet }];

export function meta({ data: listing }: Route.MetaArgs) {
  return [{ title: listingDocumentTitle(listing, "Product category") }];
}

/** `/product-category/<slug>/` or `/product-category/<parent>/<child>/`, paged and sorted like the shop. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const listing = await loadShopListing("category", request, params["*"], context.services);
  addListingTags(context.pageTags, listing);
  return listing;
}

export default function ProductCategory({ loaderData }: Route.ComponentProps) {
  return <ShopListing listing={loaderData} />;
}
