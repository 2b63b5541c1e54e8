import { redirect } from "react-router";
import cartPageStylesheet from "~/cart/cart-page.css?url";
import { CartPage } from "~/cart/cart-page.tsx";
import listingStylesheet from "~/listing/listing.css?url";
import { personalPageHeaders } from "../../server/http/cache-headers.ts";
import { postedFields } from "../../server/http/input/posted-fields.server.ts";
import { handleCartPost, loadCartPage } from "../../server/shop/cart/cart-page.server.ts";
import { checkoutCountryData } from "../../server/shop/checkout/countries.ts";
import type { Route } from "./+types/cart";

export const headers = personalPageHeaders;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: listingStylesheet },
  { rel: "stylesheet", href: cartPageStylesheet },
];

export const handle = { bodyClass: "woocommerce-cart woocommerce-page" };

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `Cart – ${loaderData?.shopName ?? ""}` }, { name: "robots", content: "noindex" }];
}

/** `?coupon_code=` fills the coupon field (a coupon widget's link); anything not like a code is ignored. */
function couponCodeOf(request: Request): string {
  const code = new URL(request.url).searchParams.get("coupon_code")?.trim() ?? "";
  return /^[\p{L}\p{N}][\p{L}\p{N} _.-]{0,99}$/u.test(code) ? code : "";
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, shopper } = context;
  const data = await loadCartPage(services, shopper);
  const allowed = services.settings.checkout.allowedCountries;
  return {
    shopName: services.settings.shop.name,
    currency: services.settings.currency,
    countries: checkoutCountryData(allowed).countries,
    data,
    couponCode: couponCodeOf(request),
  };
}

/** The cart form, coupon and shipping forms posted without script (and by the enhanced forms). */
export async function action({ context }: Route.ActionArgs) {
  return redirect(await handleCartPost(context.services, context.shopper, postedFields(context)), 303);
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  return (
    <article className="vitrine-page">
      <h1 className="entry-title">Cart</h1>
      <CartPage
        data={loaderData.data}
        currency={loaderData.currency}
        countries={loaderData.countries}
        couponCode={loaderData.couponCode}
      />
    </article>
  );
}
