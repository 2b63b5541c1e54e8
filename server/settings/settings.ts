import { z } from "zod";
import {
  accountSettingsSchema,
  checkoutSettingsSchema,
  emailSettingsSchema,
  paymentSettingsSchema,
  shippingSettingsSchema,
  taxSettingsSchema,
  trackingSettingsSchema,
} from "./commerce-settings.ts";
import { contentSettingsSchema } from "./content-settings.ts";
import { footerSettingsSchema, headerSettingsSchema, menusSchema } from "./header-settings.ts";
import { mailingListSettingsSchema } from "./mailing-list-settings.ts";
import { mapsSettingsSchema } from "./maps-settings.ts";
import {
  colorPaletteSettingsSchema,
  layoutSettingsSchema,
  readingProgressSettingsSchema,
  scrollToTopSettingsSchema,
} from "./theme-settings.ts";

/**
 * The shop's settings: one JSON file (settings.json by default, SETTINGS_FILE to
 * move it) validated here. Every key has a documented default, so an empty file
 * `{}` is a working shop. Comments name the WooCommerce / Astra option a key
 * replaces, for owners moving a shop over.
 */

const currencySchema = z
  .object({
    /** ISO 4217 code (woocommerce_currency). */
    code: z
      .string()
      .regex(/^[A-Z]{3}$/, "must be a three-letter ISO 4217 code such as EUR")
      .default("EUR"),
    symbol: z.string().min(1).max(8).default("€"),
    /** woocommerce_currency_pos */
    position: z.enum(["left", "right", "left_space", "right_space"]).default("left"),
    /** woocommerce_price_num_decimals; prices are stored in minor units with this many decimals. */
    decimals: z.number().int().min(0).max(4).default(2),
    /** woocommerce_price_thousand_sep */
    thousandSeparator: z.string().max(3).default(","),
    /** woocommerce_price_decimal_sep */
    decimalSeparator: z.string().min(1).max(3).default("."),
  })
  .default({
    code: "EUR",
    symbol: "€",
    position: "left",
    decimals: 2,
    thousandSeparator: ",",
    decimalSeparator: ".",
  });

const breakpointsSchema = z
  .object({
    /** Astra tablet break point (px). */
    tablet: z.number().int().positive().default(768),
    /** Astra mobile break point (px); also the shop toolbar's mobile break point. */
    mobile: z.number().int().positive().default(544),
    /** At or below this width the header switches to the mobile header (body class ast-header-break-point). */
    header: z.number().int().positive().default(921),
  })
  .default({ tablet: 768, mobile: 544, header: 921 })
  .refine((value) => value.mobile < value.tablet, {
    message: "mobile must be smaller than tablet",
    path: ["mobile"],
  });

const storeNoticeSchema = z
  .object({
    /** woocommerce_demo_store */
    enabled: z.boolean().default(false),
    /** woocommerce_demo_store_notice; plain text. */
    text: z.string().max(500).default(""),
    /** Changing the id shows the notice again to shoppers who dismissed the old one (cookie store_notice<id>). */
    id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, "must be 1-40 letters, digits, '-' or '_'")
      .default("1"),
    /** Astra: banner at the top of the page, or hanging over the top. */
    position: z.enum(["top", "hang-over-top"]).default("top"),
  })
  .default({ enabled: false, text: "", id: "1", position: "top" });

const pageCacheSettingsSchema = z
  .strictObject({
    enabled: z.boolean().default(true),
    /** Memory for stored pages (compressed), per process. */
    maxMegabytes: z.number().int().min(1).max(4096).default(64),
    /** A stored page is rendered again at the latest after this long (guest nonces last 12 to 24 hours). */
    maxAgeSeconds: z.number().int().min(1).max(43_200).default(3_600),
    /** `s-maxage` for a CDN or Varnish in front; they are purged by tag (docs/caching.md). */
    sharedMaxAgeSeconds: z.number().int().min(0).max(86_400).default(300),
    staleWhileRevalidateSeconds: z.number().int().min(0).max(86_400).default(60),
    /**
     * A shopper asking for a page no guest has had stored yet makes the server ask for the guest's page
     * first and splices it (decision 046); off, such a shopper's page is rendered for them.
     */
    fetchGuestPages: z.boolean().default(true),
  })
  .default({
    enabled: true,
    maxMegabytes: 64,
    maxAgeSeconds: 3_600,
    sharedMaxAgeSeconds: 300,
    staleWhileRevalidateSeconds: 60,
    fetchGuestPages: true,
  });

export const settingsSchema = z.strictObject({
  shop: z
    .strictObject({
      /** blogname */
      name: z.string().min(1).max(120).default("Vitrine"),
      /** blogdescription */
      tagline: z.string().max(240).default(""),
      /** Time zone that sale dates in imports and the shop's clock are read in (timezone_string). */
      timezone: z
        .string()
        .refine(isKnownTimeZone, "must be an IANA time zone such as Europe/Paris")
        .default("UTC"),
      language: z.string().default("en"),
      /** woocommerce_default_country: where the shop is (taxes "based on shop base address"). */
      baseCountry: z
        .string()
        .regex(/^[A-Z]{2}$/, "must be a two-letter country code such as FR")
        .default("US"),
      baseState: z.string().max(10).default(""),
      basePostcode: z.string().max(20).default(""),
      /** The shop's postal address, shown in emails and for cheques. */
      address: z.string().max(300).default(""),
      /** woocommerce_coming_soon: logged-in customers see a dismissible "coming soon" banner. */
      comingSoon: z.boolean().default(false),
      /**
       * WordPress's `home`: the shop's public address, used for links in emails (password reset, welcome) so they
       * never follow a request's Host header. Empty: the address the request came in on.
       */
      siteUrl: z
        .union([
          z.literal(""),
          z.url({ protocol: /^https?$/, error: "must be an http(s) address such as https://shop.example" }),
        ])
        .default(""),
    })
    .default({
      name: "Vitrine",
      tagline: "",
      timezone: "UTC",
      language: "en",
      baseCountry: "US",
      baseState: "",
      basePostcode: "",
      address: "",
      comingSoon: false,
      siteUrl: "",
    }),
  currency: currencySchema,
  breakpoints: breakpointsSchema,
  /** Astra box layout container width (px). */
  containerWidth: z.number().int().min(600).max(2400).default(1200),
  catalogue: z
    .strictObject({
      /** Products per shop page (Astra shop-no-of-products). */
      productsPerPage: z.number().int().min(1).max(100).default(12),
      /** Astra shop style: classic, or modern (sticky filter bar on mobile). */
      shopStyle: z.enum(["classic", "modern"]).default("classic"),
      /** woocommerce_default_catalog_orderby */
      defaultOrderBy: z
        .enum(["menu_order", "popularity", "rating", "date", "price", "price-desc"])
        .default("menu_order"),
      /** Astra's sale badge: the fixed text, or the percentage saved written into a template with [value]. */
      saleBadge: z
        .strictObject({
          style: z.enum(["text", "percentage"]).default("text"),
          text: z.string().min(1).max(40).default("Sale!"),
          percentageTemplate: z
            .string()
            .max(40)
            .refine((template) => template.includes("[value]"), "must contain [value]")
            .default("-[value]%"),
        })
        .default({ style: "text", text: "Sale!", percentageTemplate: "-[value]%" }),
    })
    .default({
      productsPerPage: 12,
      shopStyle: "classic",
      defaultOrderBy: "menu_order",
      saleBadge: { style: "text", text: "Sale!", percentageTemplate: "-[value]%" },
    }),
  cart: z
    .strictObject({
      /** woocommerce_cart_redirect_after_add: go to the cart after a successful add. */
      redirectAfterAdd: z.boolean().default(false),
      /** Astra single-product add-to-cart behaviour. */
      singleProductAddBehaviour: z
        .enum(["default", "slide_in_cart", "redirect_cart_page", "redirect_checkout_page"])
        .default("default"),
    })
    .default({ redirectAfterAdd: false, singleProductAddBehaviour: "default" }),
  storeNotice: storeNoticeSchema,
  colorPalette: colorPaletteSettingsSchema,
  layout: layoutSettingsSchema,
  scrollToTop: scrollToTopSettingsSchema,
  readingProgress: readingProgressSettingsSchema,
  search: z
    .strictObject({
      /**
       * What the header's search icon opens (Astra's header search "Search Style", header-search-box-type):
       * a box over the header (`header-cover`) or a form over the whole page (`full-screen`).
       */
      style: z.enum(["header-cover", "full-screen"]).default("header-cover"),
    })
    .default({ style: "header-cover" }),
  tax: taxSettingsSchema,
  shipping: shippingSettingsSchema,
  payments: paymentSettingsSchema,
  checkout: checkoutSettingsSchema,
  email: emailSettingsSchema,
  accounts: accountSettingsSchema,
  tracking: trackingSettingsSchema,
  /** Navigation menus (WordPress Appearance → Menus): trees of links; see header-settings.ts. */
  menus: menusSchema,
  /** The theme header: branding, sticky behaviour, account element (Astra Customizer → Header). */
  header: headerSettingsSchema,
  /** The theme footer: an Elementor footer template in place of Astra's (`footer.template`). */
  footer: footerSettingsSchema,
  /** Imported content: front page and posts page (WordPress Settings → Reading); see content-settings.ts. */
  content: contentSettingsSchema,
  /** The full-page cache for visitors without a session and the shared caches in front (decision 029). */
  pageCache: pageCacheSettingsSchema,
  /** The mailing lists of the sign-up widget, and their Mailchimp audiences (decision 028). */
  mailingList: mailingListSettingsSchema,
  /** The maps widget's geocoder, router and Google Maps key (decision 028). */
  maps: mapsSettingsSchema,
});

export type Settings = z.infer<typeof settingsSchema>;
export type CurrencySettings = Settings["currency"];

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class SettingsError extends Error {
  override name = "SettingsError";
}

/** Validates raw settings; an error names each bad key by its dotted path. */
export function parseSettings(raw: unknown, source = "settings"): Settings {
  const parsed = settingsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const key = issue.path.join(".") || "(root)";
    const unknownKeys = issue.code === "unrecognized_keys" ? ` (${issue.keys.join(", ")})` : "";
    return `${key}${unknownKeys}: ${issue.message}`;
  });
  throw new SettingsError(`Invalid ${source}: ${problems.join("; ")}`);
}
