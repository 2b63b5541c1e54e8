import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseSettings } from "../../server/settings/settings.ts";
import type { OrderView } from "../../server/shop/orders/order-view.ts";
import { formatOrderDate, OrderDetails } from "./order-details.tsx";

const currency = parseSettings({
  currency: {
    code: "EUR",
    symbol: "€",
    position: "right_space",
    decimals: 2,
    thousandSeparator: " ",
    decimalSeparator: ",",
  },
}).currency;

const sampleOrder: OrderView = {
  id: 42,
  number: "42",
  orderKey: "wc_order_abc",
  status: "on-hold",
  statusLabel: "On hold",
  createdAt: "2026-03-01T10:00:00.000Z",
  customerId: null,
  currency: "EUR",
  pricesIncludeTax: true,
  billing: {
    first_name: "Ada",
    last_name: "Lovelace",
    company: "<Engines>",
    country: "FR",
    address_1: "12 rue des Potiers",
    address_2: "",
    city: "Paris",
    state: "",
    postcode: "75011",
    phone: "+33 1 23 45 67 89",
    email: "ada@example.com",
  },
  shipping: {
    first_name: "Charles",
    last_name: "Babbage",
    company: "",
    country: "BE",
    address_1: "1 Grand-Place",
    address_2: "",
    city: "Bruxelles",
    state: "",
    postcode: "1000",
    phone: "",
  },
  countryNames: { FR: "France", BE: "Belgium" },
  email: "ada@example.com",
  paymentMethod: "bacs",
  paymentMethodTitle: "Direct bank transfer",
  customerNote: "Ring twice & wait",
  attribution: {},
  lines: [
    {
      id: 1,
      productId: 127,
      variationId: null,
      name: "Mug",
      sku: null,
      variation: {},
      quantity: 2,
      subtotal: 4150,
      subtotalTax: 830,
      total: 3735,
      totalTax: 747,
    },
    {
      id: 2,
      productId: 116,
      variationId: 117,
      name: "Hoodie",
      sku: null,
      variation: { Colour: "Charcoal" },
      quantity: 1,
      subtotal: 4158,
      subtotalTax: 832,
      total: 3742,
      totalTax: 751,
    },
  ],
  coupons: [{ code: "welcome10", discount: 831, discountTax: 166 }],
  subtotal: 8308,
  discountTotal: 831,
  discountTax: 166,
  shippingLines: [{ rateId: "flat_rate:0", label: "Colissimo", total: 408, tax: 82 }],
  shippingTotal: 408,
  shippingTax: 82,
  taxLines: [{ rateId: "FR-TVA", label: "TVA", rate: 20, itemsTax: 1498, shippingTax: 82 }],
  cartTax: 1498,
  totalTax: 1580,
  total: 9465,
  itemCount: 3,
};

const render = (props: Partial<Parameters<typeof OrderDetails>[0]> = {}) =>
  renderToStaticMarkup(
    <OrderDetails
      order={sampleOrder}
      currency={currency}
      taxDisplay="incl"
      timeZone="Europe/Paris"
      {...props}
    />,
  );

describe("OrderDetails", () => {
  it("shows the overview: number, date, status, email, total and payment method", () => {
    const html = render();
    expect(html).toContain("Order number: <strong>42</strong>");
    expect(html).toContain("Date: <strong>March 1, 2026</strong>");
    expect(html).toContain("Status: <strong>On hold</strong>");
    expect(html).toContain("Email: <strong>ada@example.com</strong>");
    expect(html).toContain("Total: <strong>94,65\u00a0€</strong>");
    expect(html).toContain("Payment method: <strong>Direct bank transfer</strong>");
    expect(render({ showOverview: false })).not.toContain("Order number:");
  });

  it("lists lines with quantities and attributes in a table with header cells", () => {
    const html = render();
    expect(html).toContain(
      '<th scope="col" class="woocommerce-table__product-name product-name">Product</th>',
    );
    expect(html).toMatch(/Mug <strong class="product-quantity">.*2<\/strong>/);
    expect(html).toContain('<dt class="wc-item-meta-label">Colour:</dt><dd>Charcoal</dd>');
    expect(html).toContain("49,80\u00a0€");
  });

  it("totals with tax included: subtotal, discount with its coupon, shipping via, total noting the tax", () => {
    const html = render();
    expect(html).toContain('<th scope="row">Subtotal:</th><td>99,70\u00a0€</td>');
    expect(html).toContain("-9,97\u00a0€");
    expect(html).toContain("(coupon: welcome10)");
    expect(html).toContain('4,90\u00a0€<small class="shipped_via"> via Colissimo</small>');
    expect(html).toContain("(includes 15,80\u00a0€ TVA)");
    expect(html).toContain('<th scope="row">Note:</th><td class="order-note">Ring twice &amp; wait</td>');
  });

  it("totals with tax apart: net amounts and one row per tax rate", () => {
    const html = render({ taxDisplay: "excl" });
    expect(html).toContain('<th scope="row">Subtotal:</th><td>83,08\u00a0€</td>');
    expect(html).toContain('<th scope="row">TVA:</th><td>15,80\u00a0€</td>');
    expect(html).not.toContain("includes");
    expect(render({ taxDisplay: "excl", taxTotalDisplay: "single" })).toContain('<th scope="row">Tax:</th>');
  });

  it("shows both addresses, escaped, with phone and email", () => {
    const html = render();
    expect(html).toContain(
      "<address>Ada Lovelace<br/>&lt;Engines&gt;<br/>12 rue des Potiers<br/>75011 Paris<br/>France</address>",
    );
    expect(html).toContain(
      "<address>Charles Babbage<br/>1 Grand-Place<br/>1000 Bruxelles<br/>Belgium</address>",
    );
    expect(html).toContain("+33 1 23 45 67 89");
    expect(render({ order: { ...sampleOrder, shipping: null } })).not.toContain("Shipping address");
  });

  it("shows payment instructions and bank details when given", () => {
    const html = render({
      paymentInstructions: {
        instructions: "Transfer the total.",
        bankAccounts: [{ accountName: "Vitrine", bankName: "Banque", iban: "FR76 3000", bic: "BEXAFRPP" }],
        reference: "42",
      },
    });
    expect(html).toContain('<p class="payment-instructions">Transfer the total.</p>');
    expect(html).toContain("<dt>IBAN</dt><dd>FR76 3000</dd>");
    expect(html).toContain("<dt>Payment reference</dt><dd>42</dd>");
  });

  it("formats dates in the shop's time zone", () => {
    expect(formatOrderDate("2026-03-01T23:30:00.000Z", "Europe/Paris")).toBe("March 2, 2026");
    expect(formatOrderDate("2026-03-01T23:30:00.000Z", "America/New_York")).toBe("March 1, 2026");
  });
});
