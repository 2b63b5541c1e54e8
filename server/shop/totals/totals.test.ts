import { describe, expect, it } from "vitest";
import { parseSettings } from "../../settings/settings.ts";
import { type CouponCheckContext, type CouponRules, checkCoupon, computeDiscounts } from "./coupons.ts";
import { inclusiveTaxes, matchingRates, postcodeMatches } from "./tax.ts";
import { computeTotals, displayedTotals, type TotalsLine } from "./totals.ts";

const now = new Date("2026-06-01T12:00:00Z");

function coupon(overrides: Partial<CouponRules>): CouponRules {
  return {
    id: 1,
    code: "save",
    description: "",
    discountType: "percent",
    amount: 1000,
    freeShipping: false,
    expiresAt: null,
    minimumSpend: null,
    maximumSpend: null,
    individualUse: false,
    excludeSaleItems: false,
    productIds: [],
    excludedProductIds: [],
    categoryIds: [],
    excludedCategoryIds: [],
    allowedEmails: [],
    usageLimit: null,
    usageLimitPerUser: null,
    limitUsageToItems: null,
    usageCount: 0,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

function line(overrides: Partial<TotalsLine> & { key: string }): TotalsLine {
  return {
    productId: 1,
    variationId: null,
    name: "Mug",
    categoryIds: [10],
    onSale: false,
    quantity: 1,
    unitPrice: 1000,
    taxStatus: "taxable",
    taxClass: "",
    needsShipping: true,
    ...overrides,
  };
}

const shopSettings = parseSettings({
  shop: { baseCountry: "FR" },
  tax: {
    enabled: true,
    pricesIncludeTax: true,
    displayCart: "incl",
    rates: [
      { country: "FR", rate: 20, name: "TVA" },
      { country: "DE", rate: 19, name: "MwSt." },
    ],
  },
  shipping: {
    zones: [
      {
        name: "France",
        regions: ["FR"],
        methods: [
          { type: "flat_rate", title: "Colissimo", cost: 500 },
          { type: "free_shipping", requires: "either", minAmount: 6000 },
          { type: "local_pickup", title: "Pickup" },
        ],
      },
      { name: "Germany", regions: ["DE"], methods: [{ type: "flat_rate", cost: 1000 }] },
    ],
    restOfWorld: [{ type: "flat_rate", cost: 2000, costPerItem: 100, taxable: false }],
  },
});

const paris = { country: "FR", state: "", postcode: "75011" };

describe("tax", () => {
  it("matches rates by country, state and postcode patterns", () => {
    expect(postcodeMatches("750*", "75011")).toBe(true);
    expect(postcodeMatches("10000...19999", "12345")).toBe(true);
    expect(postcodeMatches("10000...19999", "22345")).toBe(false);
    expect(matchingRates(shopSettings.tax.rates, paris, "").map((rate) => rate.label)).toEqual(["TVA"]);
    expect(matchingRates(shopSettings.tax.rates, { ...paris, country: "US" }, "")).toEqual([]);
  });

  it("splits a gross price into net and tax that add up exactly", () => {
    const rates = matchingRates(shopSettings.tax.rates, paris, "");
    const taxes = inclusiveTaxes(1999, rates);
    expect(taxes.get("tax-1")).toBe(333);
  });
});

describe("computeTotals", () => {
  it("keeps the entered gross price for the shop's own country and shows tax included", () => {
    const totals = computeTotals({
      lines: [line({ key: "a", unitPrice: 1200, quantity: 2 })],
      coupons: [],
      settings: shopSettings,
      taxLocation: paris,
      shippingDestination: paris,
      chosenShippingRate: null,
    });
    expect(totals.subtotal).toBe(2000);
    expect(totals.subtotalTax).toBe(400);
    expect(totals.shippingRates.map((rate) => rate.id)).toEqual(["flat_rate:1", "local_pickup:3"]);
    expect(totals.chosenShipping?.cost).toBe(500);
    expect(totals.shippingTax).toBe(100);
    expect(totals.total).toBe(2400 + 600);
    const shown = displayedTotals(totals, shopSettings);
    expect(shown).toMatchObject({ subtotal: 2400, shipping: 600, total: 3000, taxIncluded: true });
    expect(shown.taxRows).toEqual([{ label: "TVA", amount: 500 }]);
  });

  it("charges another country's rate on the net price when prices include the shop's tax", () => {
    const totals = computeTotals({
      lines: [line({ key: "a", unitPrice: 1200 })],
      coupons: [],
      settings: shopSettings,
      taxLocation: { country: "DE", state: "", postcode: "10115" },
      shippingDestination: { country: "DE", state: "", postcode: "10115" },
      chosenShippingRate: null,
    });
    expect(totals.subtotal).toBe(1000);
    expect(totals.cartTax).toBe(190);
  });

  it("offers free shipping from the minimum amount or with a free-shipping coupon, and keeps a chosen rate", () => {
    const big = computeTotals({
      lines: [line({ key: "a", unitPrice: 6000 })],
      coupons: [],
      settings: shopSettings,
      taxLocation: paris,
      shippingDestination: paris,
      chosenShippingRate: "local_pickup:3",
    });
    expect(big.shippingRates.map((rate) => rate.id)).toEqual([
      "flat_rate:1",
      "free_shipping:2",
      "local_pickup:3",
    ]);
    expect(big.chosenShipping?.id).toBe("local_pickup:3");
    const withCoupon = computeTotals({
      lines: [line({ key: "a", unitPrice: 1000 })],
      coupons: [coupon({ amount: 0, freeShipping: true })],
      settings: shopSettings,
      taxLocation: paris,
      shippingDestination: paris,
      chosenShippingRate: "free_shipping:2",
    });
    expect(withCoupon.chosenShipping?.id).toBe("free_shipping:2");
    expect(withCoupon.total).toBe(1000);
  });

  it("needs no shipping for virtual lines and waits for an address before offering rates", () => {
    const virtual = computeTotals({
      lines: [line({ key: "a", needsShipping: false })],
      coupons: [],
      settings: shopSettings,
      taxLocation: paris,
      shippingDestination: paris,
      chosenShippingRate: null,
    });
    expect(virtual.needsShipping).toBe(false);
    expect(virtual.shippingRates).toEqual([]);
    const noAddress = computeTotals({
      lines: [line({ key: "a" })],
      coupons: [],
      settings: shopSettings,
      taxLocation: paris,
      shippingDestination: null,
      chosenShippingRate: null,
    });
    expect(noAddress.needsShipping).toBe(true);
    expect(noAddress.chosenShipping).toBeNull();
  });

  it("charges the rest-of-world rate per item, untaxed", () => {
    const us = { country: "US", state: "CA", postcode: "94103" };
    const totals = computeTotals({
      lines: [line({ key: "a", quantity: 3 })],
      coupons: [],
      settings: shopSettings,
      taxLocation: us,
      shippingDestination: us,
      chosenShippingRate: null,
    });
    expect(totals.chosenShipping).toMatchObject({ cost: 2300, tax: 0 });
  });

  it("takes coupon discounts off the gross price and the tax with it", () => {
    const totals = computeTotals({
      lines: [line({ key: "a", unitPrice: 1200, quantity: 2 })],
      coupons: [coupon({ amount: 1000 })],
      settings: shopSettings,
      taxLocation: paris,
      shippingDestination: null,
      chosenShippingRate: null,
    });
    expect(totals.total).toBe(2160);
    expect(totals.coupons[0]).toMatchObject({ code: "save", discount: 200, discountTax: 40 });
    expect(displayedTotals(totals, shopSettings).discount).toBe(240);
  });
});

describe("computeDiscounts", () => {
  const lines = [
    line({ key: "a", productId: 1, unitPrice: 1000, quantity: 1 }),
    line({ key: "b", productId: 2, unitPrice: 333, quantity: 3, categoryIds: [20] }),
  ];

  it("shares a fixed cart discount in proportion, to the cent", () => {
    const discounts = computeDiscounts(lines, [coupon({ discountType: "fixed_cart", amount: 1000 })]).get(
      "save",
    );
    const values = [...(discounts?.values() ?? [])];
    expect(values.reduce((sum, value) => sum + value, 0)).toBe(1000);
    expect(discounts?.get("a")).toBe(501);
    expect(discounts?.get("b")).toBe(499);
  });

  it("caps a fixed product discount at the price and limits it to the dearest items", () => {
    const discounts = computeDiscounts(lines, [
      coupon({ discountType: "fixed_product", amount: 500, limitUsageToItems: 2 }),
    ]).get("save");
    expect(discounts?.get("a")).toBe(500);
    expect(discounts?.get("b")).toBe(333);
  });

  it("never discounts more than the line costs across several coupons", () => {
    const discounts = computeDiscounts(
      [line({ key: "a", unitPrice: 1000 })],
      [
        coupon({ code: "half", amount: 5000 }),
        coupon({ code: "big", discountType: "fixed_cart", amount: 9000 }),
      ],
    );
    expect(discounts.get("half")?.get("a")).toBe(500);
    expect(discounts.get("big")?.get("a")).toBe(500);
  });
});

describe("checkCoupon: each rejection has its own message", () => {
  const context: CouponCheckContext = {
    lines: [
      line({ key: "a", productId: 1, name: "Mug", categoryIds: [10] }),
      line({ key: "b", productId: 2, name: "Scarf", categoryIds: [20], onSale: true }),
    ],
    subtotal: 2000,
    now,
    otherCoupons: [],
    usesByShopper: 0,
    shopperEmails: ["ana@example.com"],
    formatMoney: (minor) => `€${(minor / 100).toFixed(2)}`,
    categoryName: (id) => (id === 20 ? "Scarves" : "Mugs"),
  };
  const cases: [string, Partial<CouponRules>, Partial<CouponCheckContext>, string][] = [
    ["expired", { expiresAt: new Date("2026-05-01") }, {}, "Coupon “save” has expired."],
    ["usage_limit", { usageLimit: 3, usageCount: 3 }, {}, "Coupon “save” has reached its usage limit."],
    [
      "usage_limit_per_user",
      { usageLimitPerUser: 1 },
      { usesByShopper: 1 },
      "You have already used coupon “save” the maximum number of times.",
    ],
    [
      "not_your_coupon",
      { allowedEmails: ["*@shop.example"] },
      {},
      "Sorry, coupon “save” is not available for your email address.",
    ],
    ["minimum_spend", { minimumSpend: 5000 }, {}, "The minimum spend for coupon “save” is €50.00."],
    ["maximum_spend", { maximumSpend: 1000 }, {}, "The maximum spend for coupon “save” is €10.00."],
    [
      "other_individual_use",
      {},
      { otherCoupons: [coupon({ code: "solo", individualUse: true })] },
      "Sorry, coupon “solo” is already applied and cannot be combined with other coupons.",
    ],
    [
      "not_applicable_products",
      { productIds: [99] },
      {},
      "Sorry, coupon “save” does not apply to the products in your cart.",
    ],
    [
      "not_applicable_categories",
      { categoryIds: [99] },
      {},
      "Sorry, coupon “save” does not apply to the categories of the products in your cart.",
    ],
    [
      "excluded_products",
      { discountType: "fixed_cart", excludedProductIds: [2] },
      {},
      "Sorry, coupon “save” cannot be used with: Scarf.",
    ],
    [
      "excluded_categories",
      { discountType: "fixed_cart", excludedCategoryIds: [20] },
      {},
      "Sorry, coupon “save” cannot be used with products in: Scarves.",
    ],
    [
      "sale_items",
      { discountType: "fixed_cart", excludeSaleItems: true },
      {},
      "Sorry, coupon “save” is not valid for items on sale.",
    ],
    ["empty_cart", {}, { lines: [] }, "Please add something to your cart before applying a coupon."],
  ];
  for (const [code, rules, overrides, message] of cases) {
    it(`${code}`, () => {
      expect(checkCoupon(coupon(rules), { ...context, ...overrides })).toEqual({ code, message });
    });
  }

  it("accepts a percentage coupon that excludes sale items when other items remain, discounting only those", () => {
    const rules = coupon({ excludeSaleItems: true });
    expect(checkCoupon(rules, context)).toBeNull();
    const discounts = computeDiscounts(context.lines, [rules]).get("save");
    expect(discounts?.get("a")).toBe(100);
    expect(discounts?.has("b")).toBe(false);
  });
});
