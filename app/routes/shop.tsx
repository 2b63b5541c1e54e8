import listingStylesheet from "~/listing/listing.css?url";
import { loadShopListing } from "~/listing/listing.server.ts";
import { listingDocumentTitle, ShopListing } from "~/listing/shop-listing.tsx";
import { addListingTags } from "../../server/cache/page-tags.ts";
import type { Route } from "./+types/shop";

export const handle = {
  bodyClass:
    "woocommerce woocommerce-page archive post-type-archive post-type-archive-product woocommerce-shop",
};

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: listingStylesheet }];

export function meta({ data: listing }: Route.MetaArgs) {
  return [{ title: listingDocumentTitle(listing, "Shop") }];
}

/** `/shop/`, `/shop/page/<n>/` or `?paged=<n>`, sorted by `?orderby=`. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const listing = await loadShopListing("shop", request, params["*"], context.services);
  addListingTags(context.pageTags, listing);
  return listing;
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  return <ShopListing listing={loaderData} />;
}
