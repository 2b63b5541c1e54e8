import { z } from "zod";
import { isThirdPartyScriptUrl } from "../../app/furniture/visitor-statistics.ts";

/**
 * Settings for selling: taxes, shipping zones, payment methods, checkout, emails and accounts. Money is in
 * minor units of the shop currency (590 = 5.90); tax rates are percentages. Comments name the WooCommerce /
 * Astra option each key replaces.
 */

/** ISO 3166-1 alpha-2, optionally with a region code: `FR`, `US:CA`. */
const regionCode = z
  .string()
  .regex(
    /^[A-Z]{2}(:[A-Z0-9-]{1,10})?$/,
    "must be a country code such as FR, or country:state such as US:CA",
  );
const countryCode = z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code such as FR");
const minorUnits = z.number().int().min(0);

const taxRateSchema = z.strictObject({
  /** Empty: every country. */
  country: z.union([countryCode, z.literal("")]).default(""),
  /** Empty: every state of the country. */
  state: z.string().max(10).default(""),
  /** Postcodes or prefixes ending in `*`; empty: all. */
  postcodes: z.array(z.string().min(1).max(20)).default([]),
  /** Percent, up to 4 decimals (20 = 20 %). */
  rate: z.number().min(0).max(100),
  name: z.string().min(1).max(60).default("Tax"),
  /** Rates of different priorities stack; of one priority only the first match applies (WooCommerce). */
  priority: z.number().int().min(1).default(1),
  compound: z.boolean().default(false),
  /** Also applies to shipping. */
  shipping: z.boolean().default(true),
  /** Tax class slug; "" is the standard class. */
  class: z.string().max(60).default(""),
});

export const taxSettingsSchema = z
  .strictObject({
    /** woocommerce_calc_taxes */
    enabled: z.boolean().default(false),
    /** woocommerce_prices_include_tax: catalogue prices were entered with tax. */
    pricesIncludeTax: z.boolean().default(false),
    /** woocommerce_tax_based_on */
    basedOn: z.enum(["shipping", "billing", "base"]).default("shipping"),
    /** woocommerce_tax_display_shop / woocommerce_tax_display_cart */
    displayShop: z.enum(["incl", "excl"]).default("excl"),
    displayCart: z.enum(["incl", "excl"]).default("excl"),
    /** woocommerce_tax_total_display: one line per rate, or a single total. */
    totalDisplay: z.enum(["itemized", "single"]).default("itemized"),
    rates: z.array(taxRateSchema).max(500).default([]),
  })
  .default({
    enabled: false,
    pricesIncludeTax: false,
    basedOn: "shipping",
    displayShop: "excl",
    displayCart: "excl",
    totalDisplay: "itemized",
    rates: [],
  });

const flatRateSchema = z.strictObject({
  type: z.literal("flat_rate"),
  title: z.string().min(1).max(80).default("Flat rate"),
  /** Per order, minor units. */
  cost: minorUnits,
  /** Added per item in the cart (minor units). */
  costPerItem: minorUnits.default(0),
  taxable: z.boolean().default(true),
});

const freeShippingSchema = z.strictObject({
  type: z.literal("free_shipping"),
  title: z.string().min(1).max(80).default("Free shipping"),
  /** woocommerce free_shipping "requires": nothing, a free-shipping coupon, a minimum amount, either or both. */
  requires: z.enum(["none", "coupon", "min_amount", "either", "both"]).default("none"),
  /** Minor units, compared with the subtotal (after discounts unless ignoreDiscounts). */
  minAmount: minorUnits.default(0),
  ignoreDiscounts: z.boolean().default(false),
});

const localPickupSchema = z.strictObject({
  type: z.literal("local_pickup"),
  title: z.string().min(1).max(80).default("Local pickup"),
  cost: minorUnits.default(0),
  taxable: z.boolean().default(true),
  /** Shown with the method: where to collect. */
  address: z.string().max(300).default(""),
});

export const shippingMethodSchema = z.discriminatedUnion("type", [
  flatRateSchema,
  freeShippingSchema,
  localPickupSchema,
]);
export type ShippingMethodSettings = z.infer<typeof shippingMethodSchema>;

const shippingZoneSchema = z.strictObject({
  name: z.string().min(1).max(80),
  /** Countries or country:state codes this zone covers. */
  regions: z.array(regionCode).min(1),
  /** Postcode limits (exact, `prefix*`, or `from...to` numeric ranges); empty: all. */
  postcodes: z.array(z.string().min(1).max(30)).default([]),
  methods: z.array(shippingMethodSchema).default([]),
});

export const shippingSettingsSchema = z
  .strictObject({
    /** Zones are matched in order; the first that covers the address wins (WooCommerce zone order). */
    zones: z.array(shippingZoneSchema).default([]),
    /** "Locations not covered by your other zones". */
    restOfWorld: z.array(shippingMethodSchema).default([]),
    /** woocommerce_ship_to_destination: the checkout's "ship to a different address?" box starts ticked. */
    shipToDifferentAddressByDefault: z.boolean().default(false),
  })
  .default({ zones: [], restOfWorld: [], shipToDifferentAddressByDefault: false });

const offlineGatewaySchema = (title: string, description: string) =>
  z
    .strictObject({
      enabled: z.boolean().default(true),
      title: z.string().min(1).max(80).default(title),
      /** Shown under the method at checkout. */
      description: z.string().max(500).default(description),
      /** Shown on the order-received page and in the confirmation email. */
      instructions: z.string().max(1000).default(""),
    })
    .default({ enabled: true, title, description, instructions: "" });

const bankAccountSchema = z.strictObject({
  accountName: z.string().max(120).default(""),
  bankName: z.string().max(120).default(""),
  iban: z.string().max(40).default(""),
  bic: z.string().max(20).default(""),
});

const BACS_DESCRIPTION =
  "Make your payment directly into our bank account. Please use your order ID as the payment reference.";

export const paymentSettingsSchema = z
  .strictObject({
    /** Direct bank transfer (bacs). */
    bacs: z
      .strictObject({
        enabled: z.boolean().default(true),
        title: z.string().min(1).max(80).default("Direct bank transfer"),
        description: z.string().max(500).default(BACS_DESCRIPTION),
        instructions: z.string().max(1000).default(""),
        /** Accounts shown on the order-received page and in the email. */
        accounts: z.array(bankAccountSchema).max(10).default([]),
      })
      .default({
        enabled: true,
        title: "Direct bank transfer",
        description: BACS_DESCRIPTION,
        instructions: "",
        accounts: [],
      }),
    cheque: offlineGatewaySchema("Check payments", "Please send a check to the shop's address."),
    cod: offlineGatewaySchema("Cash on delivery", "Pay with cash upon delivery."),
    /** The order methods are listed in at checkout (gateway ids). */
    order: z.array(z.enum(["bacs", "cheque", "cod"])).default(["bacs", "cheque", "cod"]),
  })
  .default({
    bacs: {
      enabled: true,
      title: "Direct bank transfer",
      description: BACS_DESCRIPTION,
      instructions: "",
      accounts: [],
    },
    cheque: {
      enabled: true,
      title: "Check payments",
      description: "Please send a check to the shop's address.",
      instructions: "",
    },
    cod: {
      enabled: true,
      title: "Cash on delivery",
      description: "Pay with cash upon delivery.",
      instructions: "",
    },
    order: ["bacs", "cheque", "cod"],
  });

export const checkoutSettingsSchema = z
  .strictObject({
    /** Astra checkout layout: the default one, or the modern two-step layout. */
    layout: z.enum(["default", "modern"]).default("default"),
    /** woocommerce_enable_guest_checkout */
    guestCheckout: z.boolean().default(true),
    /** woocommerce_enable_signup_and_login_from_checkout */
    accountCreation: z.boolean().default(true),
    /** Astra Pro inline email check and login at checkout (needs the pro package and no checkout-funnel plugin). */
    inlineLogin: z.boolean().default(true),
    /** Astra's email-validation success message, shown next to the billing email. */
    emailValidationMessage: z.string().max(200).default("Email address is valid."),
    /** Countries the shop sells to; empty: all. */
    allowedCountries: z.array(countryCode).default([]),
  })
  .default({
    layout: "default",
    guestCheckout: true,
    accountCreation: true,
    inlineLogin: true,
    emailValidationMessage: "Email address is valid.",
    allowedCountries: [],
  });

const smtpSchema = z.strictObject({
  type: z.literal("smtp"),
  host: z.string().min(1),
  port: z.number().int().min(1).max(65535).default(587),
  secure: z.boolean().default(false),
  user: z.string().default(""),
  /** Prefer SMTP_PASSWORD in the environment over a password in this file. */
  password: z.string().default(""),
});
const outboxSchema = z.strictObject({
  type: z.literal("outbox"),
  /** Folder (relative to DATA_DIR unless absolute) that receives one .eml file per message. */
  folder: z.string().min(1).default("outbox"),
});

export const emailSettingsSchema = z
  .strictObject({
    fromName: z.string().min(1).max(120).default("Vitrine"),
    fromAddress: z.email().default("shop@example.com"),
    /** Receives new-order notifications. */
    shopRecipient: z.email().default("shop@example.com"),
    transport: z
      .discriminatedUnion("type", [smtpSchema, outboxSchema])
      .default({ type: "outbox", folder: "outbox" }),
  })
  .default({
    fromName: "Vitrine",
    fromAddress: "shop@example.com",
    shopRecipient: "shop@example.com",
    transport: { type: "outbox", folder: "outbox" },
  });

export const accountSettingsSchema = z
  .strictObject({
    /** woocommerce_enable_myaccount_registration */
    registration: z.boolean().default(true),
    /**
     * Failed logins allowed within the window (decision 017): for one account from one client
     * address, from one address across accounts, and for one account from all addresses together
     * (distributed guessing; high, so a few wrong passwords cannot lock a customer out everywhere).
     */
    maxFailuresPerAccountAndAddress: z.number().int().min(1).default(5),
    maxFailuresPerAddress: z.number().int().min(1).default(20),
    maxFailuresPerAccount: z.number().int().min(1).default(50),
    failureWindowMinutes: z.number().int().min(1).default(15),
    /** A password-reset link works once, for this long. */
    passwordResetMinutes: z
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60)
      .default(60),
  })
  .default({
    registration: true,
    maxFailuresPerAccountAndAddress: 5,
    maxFailuresPerAddress: 20,
    maxFailuresPerAccount: 50,
    failureWindowMinutes: 15,
    passwordResetMinutes: 60,
  });

export const trackingSettingsSchema = z
  .strictObject({
    /** WooCommerce order attribution: record where orders came from. */
    orderAttribution: z.boolean().default(true),
    /** false: no tracking cookies are kept (they are deleted), as when consent is refused. */
    allowTracking: z.boolean().default(true),
    /** sourcebuster session length, minutes. */
    sessionLengthMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    /** sourcebuster's promo code: a random number in 100000–999999 kept in `sbjs_promo` (W-TRACK-06). */
    promoCode: z.boolean().default(false),
    /**
     * The consent signal a cookie banner sets (the WP Consent API's cookie by default): `deny` (or `no`, `0`,
     * `false`) stops tracking and deletes the sbjs_* cookies; with `requireConsent`, only `allow` lets it run.
     */
    consentCookie: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .default("wp_consent_marketing"),
    requireConsent: z.boolean().default(false),
    /**
     * A visitor-statistics script from a third party (Jetpack Stats, Plausible, Matomo…), loaded on every page
     * when tracking is allowed and the visitor's consent signal lets it run (S-CALL-11). https only (plain http
     * for this machine's own addresses, as in development).
     */
    statisticsScript: z
      .string()
      .url()
      .refine(isThirdPartyScriptUrl, "must be an https address (http only for localhost)")
      .nullable()
      .default(null),
  })
  .default({
    orderAttribution: true,
    allowTracking: true,
    sessionLengthMinutes: 30,
    promoCode: false,
    consentCookie: "wp_consent_marketing",
    requireConsent: false,
    statisticsScript: null,
  });
