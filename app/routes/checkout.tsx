import { data, redirect } from "react-router";
import { AddressFields, OrderNotesField } from "~/checkout/address-fields.tsx";
import checkoutStylesheet from "~/checkout/checkout.css?url";
import { CheckoutPage } from "~/checkout/checkout-page.tsx";
import { CheckoutCustomerInfo } from "~/checkout/customer-info.tsx";
import { CART_PATH } from "../../protocol/shop-urls.ts";
import { personalPageHeaders } from "../../server/http/cache-headers.ts";
import { postedFields } from "../../server/http/input/posted-fields.server.ts";
import {
  type CheckoutValues,
  handleCheckoutPost,
  loadCheckoutPage,
} from "../../server/shop/checkout/checkout-page.server.ts";
import { checkoutCustomerConfig } from "../../server/shop/customers/checkout-login-config.server.ts";
import { leaveNoticeForRedirect } from "../../server/shop/session/notice-redirect.server.ts";
import type { Route } from "./+types/checkout";

export const headers = personalPageHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: checkoutStylesheet }];

/** The modern two-step layout is recognised by its body class, like the other page types. */
export const handle = {
  bodyClass: (loaderData: unknown) =>
    (loaderData as { layout?: string } | undefined)?.layout === "modern"
      ? "woocommerce-checkout woocommerce-page ast-modern-checkout ast-two-step-checkout"
      : "woocommerce-checkout woocommerce-page",
};

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `Checkout – ${loaderData?.shopName ?? ""}` }, { name: "robots", content: "noindex" }];
}

async function pageData(context: Route.LoaderArgs["context"], posted: CheckoutValues | null) {
  const { services, shopper } = context;
  const load = await loadCheckoutPage(services, shopper, posted);
  if (load.kind === "empty") {
    await leaveNoticeForRedirect(services, shopper, {
      type: "notice",
      message: "Checkout is not available whilst your cart is empty.",
    });
    throw redirect(CART_PATH, 303);
  }
  const { settings } = services;
  return {
    shopName: settings.shop.name,
    currency: settings.currency,
    layout: settings.checkout.layout,
    shipToDifferentAddressByDefault: settings.shipping.shipToDifferentAddressByDefault,
    customer: await checkoutCustomerConfig(services, shopper),
    baseCountry: settings.shop.baseCountry,
    page: load.data,
  };
}

export async function loader({ context }: Route.LoaderArgs) {
  return pageData(context, null);
}

/** The checkout form posted without script: update totals, apply a coupon, or place the order. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleCheckoutPost(context.services, context.shopper, postedFields(context), {
    customerIp: context.shopper.clientAddress(),
    userAgent: request.headers.get("user-agent") ?? "",
  });
  if (result.kind === "redirect") return redirect(result.to, 303);
  const page = await pageData(context, result.values);
  return data(
    { ...page, problems: result.problems, notice: result.notice },
    { status: result.problems.length > 0 ? 422 : 200 },
  );
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  const { page } = view;
  const values = page.values;
  const shipElsewhere =
    values.ship_to_different_address !== undefined
      ? values.ship_to_different_address === "1"
      : view.shipToDifferentAddressByDefault;
  return (
    <article className="vitrine-page">
      <h1 className="entry-title">Checkout</h1>
      <CheckoutPage
        data={page}
        currency={view.currency}
        layout={view.layout}
        problems={actionData?.problems}
        notice={actionData?.notice ?? null}
        customerConfig={view.customer}
        customerDetails={(errors) => (
          <>
            <CheckoutCustomerInfo
              config={view.customer}
              values={{ billing_email: values.billing_email, createaccount: values.createaccount === "1" }}
              errors={{ billing_email: errors.billing_email, account_password: errors.account_password }}
            />
            <section className="woocommerce-billing-fields" aria-labelledby="billing-heading">
              <h3 id="billing-heading">Billing details</h3>
              <AddressFields
                group="billing"
                countryData={page.countries}
                values={values}
                errors={errors}
                defaultCountry={view.baseCountry}
                excludeEmail
              />
            </section>
            {page.priced.totals.needsShipping ? (
              <section className="woocommerce-shipping-fields">
                <h3 id="ship-to-different-address">
                  <label className="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">
                    <input
                      id="ship-to-different-address-checkbox"
                      className="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox"
                      type="checkbox"
                      name="ship_to_different_address"
                      value="1"
                      defaultChecked={shipElsewhere}
                    />{" "}
                    <span>Ship to a different address?</span>
                  </label>
                </h3>
                <div className="shipping_address">
                  <AddressFields
                    group="shipping"
                    countryData={page.countries}
                    values={values}
                    errors={errors}
                    defaultCountry={view.baseCountry}
                  />
                </div>
              </section>
            ) : null}
            <section className="woocommerce-additional-fields">
              <OrderNotesField value={values.order_comments} error={errors.order_comments} />
            </section>
          </>
        )}
      />
    </article>
  );
}
