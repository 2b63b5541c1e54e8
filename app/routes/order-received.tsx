import { data } from "react-router";
import checkoutStylesheet from "~/checkout/checkout.css?url";
import { OrderDetails } from "~/orders/order-details.tsx";
import { databaseIdFromText } from "../../server/db/ids.ts";
import { personalPageHeaders } from "../../server/http/cache-headers.ts";
import { loadOrderViewByKey } from "../../server/shop/orders/order-view.server.ts";
import { paymentGateways } from "../../server/shop/payments/registry.ts";
import type { Route } from "./+types/order-received";

export const headers = personalPageHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: checkoutStylesheet }];

export const handle = { bodyClass: "woocommerce-checkout woocommerce-order-received woocommerce-page" };

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    { title: `Order received – ${loaderData?.shopName ?? ""}` },
    { name: "robots", content: "noindex" },
  ];
}

/** `/checkout/order-received/<id>/?key=<order key>`: the key is the secret that shows the order. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, settings } = context.services;
  const orderId = databaseIdFromText(params.orderId);
  const key = new URL(request.url).searchParams.get("key") ?? "";
  const order = orderId === null ? null : await loadOrderViewByKey(db, orderId, key);
  if (!order) throw data("Order not found", { status: 404 });
  const gateway = paymentGateways(settings.payments).get(order.paymentMethod);
  return {
    shopName: settings.shop.name,
    currency: settings.currency,
    taxDisplay: settings.tax.displayCart,
    taxTotalDisplay: settings.tax.totalDisplay,
    timeZone: settings.shop.timezone,
    order,
    paymentInstructions:
      gateway?.thankYouDetails({
        id: order.id,
        orderKey: order.orderKey,
        total: order.total,
        currency: order.currency,
        billingEmail: order.email,
      }) ?? null,
  };
}

export default function OrderReceived({ loaderData }: Route.ComponentProps) {
  return (
    <article className="vitrine-page vitrine-checkout">
      <h1 className="entry-title">Order received</h1>
      <p
        className="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received"
        role="status"
      >
        Thank you. Your order has been received.
      </p>
      <OrderDetails
        order={loaderData.order}
        currency={loaderData.currency}
        taxDisplay={loaderData.taxDisplay}
        taxTotalDisplay={loaderData.taxTotalDisplay}
        timeZone={loaderData.timeZone}
        paymentInstructions={loaderData.paymentInstructions}
      />
    </article>
  );
}
