import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Raw bytes; PGlite hands back a Uint8Array and node-postgres a Buffer, so both are normalised to Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const productTypeEnum = pgEnum("product_type", [
  "simple",
  "variable",
  "variation",
  "grouped",
  "external",
]);
export const productStatusEnum = pgEnum("product_status", ["publish", "draft", "private"]);
export const catalogVisibilityEnum = pgEnum("catalog_visibility", ["visible", "catalog", "search", "hidden"]);
export const stockStatusEnum = pgEnum("stock_status", ["instock", "outofstock", "onbackorder"]);
export const backordersEnum = pgEnum("backorders", ["no", "notify", "yes"]);
export const taxStatusEnum = pgEnum("tax_status", ["taxable", "shipping", "none"]);
export const productLinkKindEnum = pgEnum("product_link_kind", ["upsell", "cross_sell", "grouped_child"]);

/**
 * Images live in the database (bytes, type and intrinsic size) so that several
 * stateless app instances on one PostgreSQL server all serve the same files.
 */
export const media = pgTable("media", {
  id: serial("id").primaryKey(),
  filename: text("filename").notNull(),
  mimeType: text("mime_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  byteSize: integer("byte_size").notNull(),
  sha256: text("sha256").notNull().unique(),
  data: bytea("data").notNull(),
  source: text("source").notNull(),
  /** Alternative text from the WordPress attachment (`_wp_attachment_image_alt`); "" when none was given. */
  alt: text("alt").notNull().default(""),
  /** The attachment's caption (WordPress `post_excerpt`); "" when none was given. */
  caption: text("caption").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Smaller renditions of stored images (WordPress's intermediate sizes), made on first request and kept so
 * every instance serves the same bytes; `srcset` lists them (server/content/media-renditions.server.ts).
 */
export const mediaRenditions = pgTable(
  "media_renditions",
  {
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    mimeType: text("mime_type").notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.mediaId, table.width] })],
);

/**
 * The text search configuration of product search: English stemming and stop words ("mugs" finds "mug").
 * Written into the index below and into every search query; both must use the same one, so changing it
 * needs a migration that rebuilds the index.
 */
export const SEARCH_TEXT_CONFIG = "english";

/**
 * A product's own searchable text as one weighted `tsvector`: name and SKU weigh most (A), the short
 * description less (C), the description least (D). Description HTML needs no stripping: the parser reads
 * tags and entities as their own token types, which the configuration does not index. The same expression
 * makes the GIN index and the search query (server/shop/catalogue/search.server.ts), so PostgreSQL can
 * answer `@@` from the index.
 */
export function productSearchDocument(columns: {
  name: AnyPgColumn;
  sku: AnyPgColumn;
  shortDescription: AnyPgColumn;
  description: AnyPgColumn;
}) {
  const config = sql.raw(`'${SEARCH_TEXT_CONFIG}'::regconfig`);
  return sql`(setweight(to_tsvector(${config}, ${columns.name}), 'A')
    || setweight(to_tsvector(${config}, coalesce(${columns.sku}, '')), 'A')
    || setweight(to_tsvector(${config}, ${columns.shortDescription}), 'C')
    || setweight(to_tsvector(${config}, ${columns.description}), 'D'))`;
}

export const products = pgTable(
  "products",
  {
    /** Imported products keep their WooCommerce ID so links such as `?add-to-cart=123` survive the move. */
    id: serial("id").primaryKey(),
    parentId: integer("parent_id").references((): AnyPgColumn => products.id, {
      onDelete: "cascade",
    }),
    type: productTypeEnum("type").notNull(),
    status: productStatusEnum("status").notNull().default("publish"),
    name: text("name").notNull(),
    /** Null for variations, which live at their parent's address. */
    slug: text("slug"),
    sku: text("sku"),
    featured: boolean("featured").notNull().default(false),
    catalogVisibility: catalogVisibilityEnum("catalog_visibility").notNull().default("visible"),
    shortDescription: text("short_description").notNull().default(""),
    description: text("description").notNull().default(""),
    /** Prices in minor units of the shop currency. */
    regularPrice: integer("regular_price"),
    salePrice: integer("sale_price"),
    saleStartsAt: timestamp("sale_starts_at", { withTimezone: true }),
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
    taxStatus: taxStatusEnum("tax_status").notNull().default("taxable"),
    taxClass: text("tax_class").notNull().default(""),
    manageStock: boolean("manage_stock").notNull().default(false),
    stockQuantity: integer("stock_quantity"),
    stockStatus: stockStatusEnum("stock_status").notNull().default("instock"),
    backorders: backordersEnum("backorders").notNull().default("no"),
    lowStockAmount: integer("low_stock_amount"),
    soldIndividually: boolean("sold_individually").notNull().default(false),
    /** Virtual products need no shipping (WooCommerce "simple, virtual"). */
    virtual: boolean("virtual").notNull().default(false),
    downloadable: boolean("downloadable").notNull().default(false),
    weightKg: numeric("weight_kg"),
    lengthCm: numeric("length_cm"),
    widthCm: numeric("width_cm"),
    heightCm: numeric("height_cm"),
    reviewsAllowed: boolean("reviews_allowed").notNull().default(true),
    purchaseNote: text("purchase_note").notNull().default(""),
    shippingClass: text("shipping_class").notNull().default(""),
    externalUrl: text("external_url"),
    buttonText: text("button_text"),
    menuOrder: integer("menu_order").notNull().default(0),
    quantityMin: integer("quantity_min"),
    quantityMax: integer("quantity_max"),
    quantityStep: integer("quantity_step"),
    averageRating: numeric("average_rating", { precision: 3, scale: 2 }).notNull().default("0"),
    reviewCount: integer("review_count").notNull().default(0),
    totalSales: integer("total_sales").notNull().default(0),
    /** For variations: attribute name → chosen option ("" means any option). */
    variationAttributes: jsonb("variation_attributes").$type<Record<string, string>>(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("products_slug_unique").on(table.slug),
    uniqueIndex("products_sku_unique").on(table.sku),
    index("products_parent_idx").on(table.parentId),
    index("products_listing_idx").on(table.status, table.catalogVisibility, table.type),
    index("products_search_idx").using("gin", productSearchDocument(table)),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id),
    alt: text("alt").notNull().default(""),
  },
  (table) => [primaryKey({ columns: [table.productId, table.position] })],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, {
      onDelete: "set null",
    }),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(""),
    mediaId: integer("media_id").references(() => media.id),
    menuOrder: integer("menu_order").notNull().default(0),
  },
  (table) => [index("categories_parent_idx").on(table.parentId)],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index("product_categories_category_idx").on(table.categoryId),
  ],
);

export const tags = pgTable("tags", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
});

export const productTags = pgTable(
  "product_tags",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.tagId] }),
    index("product_tags_tag_idx").on(table.tagId),
  ],
);

/** Global attributes (WooCommerce taxonomy `pa_<slug>`) and their terms. */
export const attributes = pgTable("attributes", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
});

export const attributeTerms = pgTable(
  "attribute_terms",
  {
    id: serial("id").primaryKey(),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    menuOrder: integer("menu_order").notNull().default(0),
  },
  (table) => [uniqueIndex("attribute_terms_unique").on(table.attributeId, table.slug)],
);

/** A product's attributes: global ones point at `attributes`, local ones carry only a name. */
export const productAttributes = pgTable(
  "product_attributes",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    attributeId: integer("attribute_id").references(() => attributes.id),
    options: jsonb("options").$type<string[]>().notNull(),
    visible: boolean("visible").notNull().default(true),
    usedForVariations: boolean("used_for_variations").notNull().default(false),
    defaultOption: text("default_option"),
  },
  (table) => [primaryKey({ columns: [table.productId, table.position] })],
);

/** Upsells, cross-sells and the children of grouped products, in order. */
export const productLinks = pgTable(
  "product_links",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    kind: productLinkKindEnum("kind").notNull(),
    linkedProductId: integer("linked_product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.kind, table.linkedProductId] })],
);

/**
 * Values every app instance must share (the nonce signing key), created on
 * first start so a shop needs no secret in its configuration.
 */
export const siteSecrets = pgTable("site_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A shopper's session, created on the first action that needs one (adding to
 * the cart), never on a mere page view. The cookie carries a random token; only
 * its SHA-256 is stored, so a database leak does not hand out sessions.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    /** One-shot messages shown on the next page (WooCommerce notices), e.g. after a form post without script. */
    notices: jsonb("notices")
      .$type<
        { type: "success" | "error" | "notice"; message: string; link?: { href: string; text: string } }[]
      >()
      .notNull()
      .default([]),
    /** The logged-in customer; null for guests. A login rotates the session (new id, same cart). */
    customerId: integer("customer_id").references((): AnyPgColumn => customers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("sessions_expires_idx").on(table.expiresAt),
    index("sessions_customer_idx").on(table.customerId),
  ],
);

export const carts = pgTable("carts", {
  id: serial("id").primaryKey(),
  sessionId: text("session_id")
    .unique()
    .references(() => sessions.id, { onDelete: "cascade" }),
  /** Applied coupon codes, normalised to lower case, in the order they were applied. */
  couponCodes: jsonb("coupon_codes").$type<string[]>().notNull().default([]),
  /** The chosen shipping rate id (`flat_rate:2`), kept while it stays available. */
  shippingMethod: text("shipping_method"),
  /** Where the cart ships to, for shipping and tax estimates before checkout. */
  destination: jsonb("destination").$type<CartDestination>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export interface CartDestination {
  country: string;
  state: string;
  postcode: string;
  city: string;
}

export const cartItems = pgTable(
  "cart_items",
  {
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    /** WooCommerce's cart_item_key: a stable hash of product, variation and chosen attributes. */
    key: text("key").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variationId: integer("variation_id").references(() => products.id, { onDelete: "cascade" }),
    /** Chosen attribute values (matters for variations with "any" attributes). */
    variation: jsonb("variation").$type<Record<string, string>>().notNull().default({}),
    quantity: integer("quantity").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.key] })],
);

/** A postal address as WooCommerce stores it (billing_* / shipping_* fields without the prefix). */
export interface PostalAddress {
  first_name: string;
  last_name: string;
  company: string;
  country: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  phone: string;
  email?: string;
}

/** A registered customer (WordPress user with the customer role). */
export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased; unique. */
    email: text("email").notNull(),
    /** WordPress user_login; lower-cased; unique. */
    username: text("username").notNull(),
    /** scrypt: `scrypt$N$r$p$salt$hash` (base64url). */
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    displayName: text("display_name").notNull().default(""),
    billing: jsonb("billing").$type<Partial<PostalAddress>>().notNull().default({}),
    shipping: jsonb("shipping").$type<Partial<PostalAddress>>().notNull().default({}),
    /** woocommerce_meta and other per-user flags, e.g. `{coming_soon_banner_dismissed: "yes"}`. */
    meta: jsonb("meta").$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("customers_email_unique").on(table.email),
    uniqueIndex("customers_username_unique").on(table.username),
  ],
);

/** Emailed password-reset links: only a hash of the token is kept; each is single use and expires. */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("password_resets_customer_idx").on(table.customerId)],
);

/**
 * Failed logins, one row each, keyed by what is limited (`account:<email>`, `address:<ip>`); kept in the
 * database so every app instance sees the same counts.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("login_failures_key_idx").on(table.key, table.failedAt)],
);

export const couponTypeEnum = pgEnum("coupon_type", ["percent", "fixed_cart", "fixed_product"]);

/** WooCommerce coupons (shop_coupon) with every usage restriction and limit. */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased (WooCommerce codes are case-insensitive); unique. */
    code: text("code").notNull(),
    description: text("description").notNull().default(""),
    discountType: couponTypeEnum("discount_type").notNull(),
    /** percent: hundredths of a percent (1250 = 12.5 %); fixed types: minor units. */
    amount: integer("amount").notNull(),
    freeShipping: boolean("free_shipping").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Minor units, compared with the cart subtotal. */
    minimumSpend: integer("minimum_spend"),
    maximumSpend: integer("maximum_spend"),
    individualUse: boolean("individual_use").notNull().default(false),
    excludeSaleItems: boolean("exclude_sale_items").notNull().default(false),
    productIds: jsonb("product_ids").$type<number[]>().notNull().default([]),
    excludedProductIds: jsonb("excluded_product_ids").$type<number[]>().notNull().default([]),
    categoryIds: jsonb("category_ids").$type<number[]>().notNull().default([]),
    excludedCategoryIds: jsonb("excluded_category_ids").$type<number[]>().notNull().default([]),
    /** Lower-cased emails; `*` wildcards allowed (customer_email restriction). */
    allowedEmails: jsonb("allowed_emails").$type<string[]>().notNull().default([]),
    usageLimit: integer("usage_limit"),
    usageLimitPerUser: integer("usage_limit_per_user"),
    /** Fixed product / percent: apply to at most this many items. */
    limitUsageToItems: integer("limit_usage_to_items"),
    usageCount: integer("usage_count").notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex("coupons_code_unique").on(table.code)],
);

export const orderStatusEnum = pgEnum("order_status", [
  "pending",
  "processing",
  "on-hold",
  "completed",
  "cancelled",
  "refunded",
  "failed",
]);

export interface OrderShippingLine {
  rateId: string;
  label: string;
  total: number;
  tax: number;
}

export interface OrderTaxLine {
  rateId: string;
  label: string;
  rate: number;
  itemsTax: number;
  shippingTax: number;
}

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** `wc_order_<random>`: the secret in the order-received address. */
    orderKey: text("order_key").notNull(),
    /** One per rendered checkout form: a second submit of the same form finds the first order. */
    checkoutToken: text("checkout_token").notNull(),
    status: orderStatusEnum("status").notNull().default("pending"),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    currency: text("currency").notNull(),
    pricesIncludeTax: boolean("prices_include_tax").notNull(),
    billing: jsonb("billing").$type<PostalAddress>().notNull(),
    shipping: jsonb("shipping").$type<PostalAddress | null>(),
    paymentMethod: text("payment_method").notNull(),
    paymentMethodTitle: text("payment_method_title").notNull(),
    shippingLines: jsonb("shipping_lines").$type<OrderShippingLine[]>().notNull().default([]),
    taxLines: jsonb("tax_lines").$type<OrderTaxLine[]>().notNull().default([]),
    customerNote: text("customer_note").notNull().default(""),
    /** Minor units. Subtotal before discounts, excluding tax. */
    subtotal: integer("subtotal").notNull(),
    discountTotal: integer("discount_total").notNull(),
    discountTax: integer("discount_tax").notNull().default(0),
    shippingTotal: integer("shipping_total").notNull(),
    shippingTax: integer("shipping_tax").notNull().default(0),
    cartTax: integer("cart_tax").notNull().default(0),
    total: integer("total").notNull(),
    /** Order attribution (wc_order_attribution_* fields, `(none)` values left out). */
    attribution: jsonb("attribution").$type<Record<string, string>>().notNull().default({}),
    customerIp: text("customer_ip").notNull().default(""),
    customerUserAgent: text("customer_user_agent").notNull().default(""),
    /**
     * The order's two emails (decision 051): due from this moment, null once both went out (or the sender gave
     * up, with `emailError` kept). Set with the order in its transaction, so an order never lacks its emails.
     */
    emailsDueAt: timestamp("emails_due_at", { withTimezone: true }),
    /** A sender holds the order's emails until then; another instance takes them over afterwards. */
    emailsClaimedUntil: timestamp("emails_claimed_until", { withTimezone: true }),
    customerEmailSentAt: timestamp("customer_email_sent_at", { withTimezone: true }),
    shopEmailSentAt: timestamp("shop_email_sent_at", { withTimezone: true }),
    emailAttempts: integer("email_attempts").notNull().default(0),
    emailError: text("email_error"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("orders_key_unique").on(table.orderKey),
    index("orders_emails_due_idx").on(table.emailsDueAt).where(sql`${table.emailsDueAt} is not null`),
    uniqueIndex("orders_checkout_token_unique").on(table.checkoutToken),
    index("orders_customer_idx").on(table.customerId),
    index("orders_billing_email_idx").on(sql`lower(${table.billing}->>'email')`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    variationId: integer("variation_id").references(() => products.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    sku: text("sku"),
    variation: jsonb("variation").$type<Record<string, string>>().notNull().default({}),
    quantity: integer("quantity").notNull(),
    /** Minor units, excluding tax: before and after discounts. */
    subtotal: integer("subtotal").notNull(),
    total: integer("total").notNull(),
    subtotalTax: integer("subtotal_tax").notNull().default(0),
    totalTax: integer("total_tax").notNull().default(0),
  },
  (table) => [index("order_lines_order_idx").on(table.orderId)],
);

/** Coupons used by an order; also what usage limits count (per code, per customer and per billing email). */
export const orderCoupons = pgTable(
  "order_coupons",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    code: text("code").notNull(),
    discount: integer("discount").notNull(),
    discountTax: integer("discount_tax").notNull().default(0),
    customerId: integer("customer_id"),
    email: text("email").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.code] }),
    index("order_coupons_coupon_idx").on(table.couponId),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Content: documents as Elementor exports them (decision 018)

/**
 * What a document is to Vitrine. WordPress post types and Elementor template types map onto these
 * (`content_documents.post_type` and `template_type` keep the originals): `single` covers Elementor Pro's
 * single, single-post, single-page, product and error-404 templates; `archive` covers archive,
 * search-results and product-archive; `section` covers saved sections, containers, page templates, global
 * widgets and ElementsKit content (mega menus, widget areas).
 */
export const documentTypeEnum = pgEnum("document_type", [
  "page",
  "post",
  "header",
  "footer",
  "popup",
  "loop-item",
  "section",
  "single",
  "archive",
  "kit",
]);
export type DocumentType = (typeof documentTypeEnum.enumValues)[number];
/** WordPress post statuses a document can have; only `publish` is ever served to visitors. */
export const documentStatusEnum = pgEnum("document_status", [
  "publish",
  "draft",
  "private",
  "pending",
  "future",
]);

/** One display condition of a template (`include/singular/page/12` → include, singular, page, "12"). */
export interface StoredCondition {
  type: "include" | "exclude";
  name: string;
  subName: string;
  subId: string;
}

/** `_elementor_popup_display_settings`: Elementor Pro's popup triggers and timing rules, keys as stored. */
export interface PopupDisplaySettings {
  triggers: Record<string, unknown>;
  timing: Record<string, unknown>;
}

/**
 * Pages, posts and Elementor templates. Imported documents keep their WordPress post id: links
 * (`?page_id=12`), shortcodes, popup ids (`#elementor-action…settings={"id":"77"}`), template ids and display
 * conditions (`include/singular/page/12`) refer to it.
 */
export const contentDocuments = pgTable(
  "content_documents",
  {
    id: serial("id").primaryKey(),
    type: documentTypeEnum("type").notNull(),
    /** WordPress post_type (page, post, elementor_library, elementskit_content, e-landing-page…). */
    postType: text("post_type").notNull(),
    /** `_elementor_template_type` as exported (wp-page, wp-post, header, single-post, product-archive…). */
    templateType: text("template_type"),
    slug: text("slug").notNull(),
    /** Parent post id (nested pages); kept even when the parent is not in the shop. */
    parentId: integer("parent_id"),
    title: text("title").notNull().default(""),
    status: documentStatusEnum("status").notNull().default("publish"),
    /**
     * Where visitors find it: `/about/team/` for pages (parent slugs first), the export's permalink structure
     * for posts; null for templates. Recomputed after every import (server/content/documents/paths.ts).
     */
    path: text("path"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** post_date as exported, the old site's local time ("2024-03-05 10:30:00"): permalinks use it. */
    localDate: text("local_date").notNull().default(""),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
    authorLogin: text("author_login").notNull().default(""),
    authorName: text("author_name").notNull().default(""),
    excerpt: text("excerpt").notNull().default(""),
    /** post_content: the classic content, and the shortcodes or blocks around which a page was built. */
    content: text("content").notNull().default(""),
    featuredMediaId: integer("featured_media_id").references(() => media.id),
    menuOrder: integer("menu_order").notNull().default(0),
    /** `_elementor_data` as exported (the elements tree), URLs rewritten to stored media; null: not built with Elementor. */
    elements: jsonb("elements").$type<unknown[]>(),
    /** `_elementor_page_settings` as exported. */
    pageSettings: jsonb("page_settings").$type<Record<string, unknown>>().notNull().default({}),
    /** `_elementor_conditions` parsed; `conditionsRaw` keeps the strings as stored. */
    conditions: jsonb("conditions").$type<StoredCondition[]>().notNull().default([]),
    conditionsRaw: jsonb("conditions_raw").$type<string[]>().notNull().default([]),
    popupDisplay: jsonb("popup_display").$type<PopupDisplaySettings>(),
    /** Every other post meta, raw as exported (serialized values stay serialized): nothing is lost. */
    meta: jsonb("meta").$type<Record<string, string>>().notNull().default({}),
    /** 1 on creation, +1 on every import that changes the document (the previous version goes to revisions). */
    version: integer("version").notNull().default(1),
    /** SHA-256 of the versioned fields: an import that changes nothing writes nothing. */
    contentHash: text("content_hash").notNull(),
    /** The file the current version came from. */
    source: text("source").notNull().default(""),
    ...timestamps,
  },
  (table) => [
    index("content_documents_slug_idx").on(table.type, table.slug),
    index("content_documents_path_idx").on(table.path),
    index("content_documents_parent_idx").on(table.parentId),
    index("content_documents_listing_idx").on(table.type, table.status, table.publishedAt),
    // The posts search (server/content/post-search.server.ts) finds terms anywhere in these with ILIKE:
    // trigram indexes (pg_trgm, migration 0010) answer `ILIKE '%…%'` without reading every document.
    index("content_documents_title_trgm_idx").using("gin", table.title.op("gin_trgm_ops")),
    index("content_documents_excerpt_trgm_idx").using("gin", table.excerpt.op("gin_trgm_ops")),
    index("content_documents_content_trgm_idx").using("gin", table.content.op("gin_trgm_ops")),
  ],
);

/** Earlier versions of documents: every import that changed a document keeps what it replaced. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => contentDocuments.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** The document's versioned fields as they were (see server/content/documents/versioning.ts). */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    source: text("source").notNull().default(""),
    /** When this version was replaced. */
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("content_revisions_version_unique").on(table.documentId, table.version)],
);

/** Blog taxonomies (post categories, post tags), apart from product categories and tags. Ids are WordPress term ids. */
export const contentTerms = pgTable(
  "content_terms",
  {
    id: serial("id").primaryKey(),
    /** `category` or `post_tag` (other post taxonomies are kept by name too). */
    taxonomy: text("taxonomy").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    parentId: integer("parent_id"),
  },
  (table) => [uniqueIndex("content_terms_slug_unique").on(table.taxonomy, table.slug)],
);

export const contentDocumentTerms = pgTable(
  "content_document_terms",
  {
    documentId: integer("document_id")
      .notNull()
      .references(() => contentDocuments.id, { onDelete: "cascade" }),
    termId: integer("term_id")
      .notNull()
      .references(() => contentTerms.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.termId] }),
    index("content_document_terms_term_idx").on(table.termId),
  ],
);

/** WordPress nav menus (taxonomy nav_menu); an import replaces the menu of the same slug. */
export const contentMenus = pgTable("content_menus", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  source: text("source").notNull().default(""),
  ...timestamps,
});

/** ElementsKit's per-item settings (`ekit_menu_item_settings`), parsed. */
export interface MegaMenuSettings {
  /** ElementsKit "menu_enable": the item opens its mega menu (an elementskit_content document). */
  enabled: boolean;
  /** The mega menu's document (elementskit_content `dynamic-content-megamenu-menuitem<item id>`), when imported. */
  documentId: number | null;
  /** Every key as stored (icon, badge, width type, mobile content type…). */
  raw: Record<string, unknown>;
}

export const contentMenuItems = pgTable(
  "content_menu_items",
  {
    /** The nav_menu_item post id (ElementsKit fetches mega menus by it). */
    id: integer("id").primaryKey(),
    menuId: integer("menu_id")
      .notNull()
      .references(() => contentMenus.id, { onDelete: "cascade" }),
    parentItemId: integer("parent_item_id"),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    /** Site-relative path for the shop's own pages, the address as exported otherwise. */
    url: text("url").notNull(),
    /** `_menu_item_type`: custom, post_type, taxonomy, post_type_archive. */
    kind: text("kind").notNull(),
    /** `_menu_item_object`: page, post, category, product_cat, custom… and its id. */
    object: text("object").notNull().default(""),
    objectId: integer("object_id"),
    target: text("target").notNull().default(""),
    classes: jsonb("classes").$type<string[]>().notNull().default([]),
    attrTitle: text("attr_title").notNull().default(""),
    description: text("description").notNull().default(""),
    megaMenu: jsonb("mega_menu").$type<MegaMenuSettings>(),
    /** Every post meta of the item as exported. */
    meta: jsonb("meta").$type<Record<string, string>>().notNull().default({}),
  },
  (table) => [index("content_menu_items_menu_idx").on(table.menuId, table.position)],
);

/**
 * Site-wide facts an import learns (blog settings, WooCommerce page mapping, active kit), one JSON value per
 * name, validated on read (server/content/site/site-options.server.ts).
 */
export const contentSiteOptions = pgTable("content_site_options", {
  name: text("name").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const subscriberStatusEnum = pgEnum("subscriber_status", ["subscribed", "pending", "unsubscribed"]);

/**
 * The shop's own mailing lists (ElementsKit sign-up; decision 028): one row per list and address (lower-cased),
 * with the consent it was given (time, page, address) and, when the list also goes to Mailchimp, how that went.
 */
export const mailingListSubscribers = pgTable(
  "mailing_list_subscribers",
  {
    id: serial("id").primaryKey(),
    listId: text("list_id").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    status: subscriberStatusEnum("status").notNull(),
    /** When and where the visitor asked to be listed (the page path), and from which client address. */
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    sourcePage: text("source_page").notNull().default(""),
    consentIp: text("consent_ip").notNull().default(""),
    /** When a pending address confirmed through the emailed link. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** Mailchimp: null when the list has no Mailchimp account; the last error when the row still has to go. */
    providerSyncedAt: timestamp("provider_synced_at", { withTimezone: true }),
    providerError: text("provider_error"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("mailing_list_subscribers_list_email_unique").on(table.listId, table.email),
    index("mailing_list_subscribers_status_idx").on(table.listId, table.status),
  ],
);

/** Sign-up attempts, one row each, keyed by what is limited (`email:<address>`, `ip:<address>`). */
export const mailingListAttempts = pgTable(
  "mailing_list_attempts",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("mailing_list_attempts_key_idx").on(table.key, table.attemptedAt)],
);

/**
 * Answers of the maps providers (geocoding, routing; decision 028), so a page view never waits on the same
 * question twice. `found` false remembers "not found"; a failing provider is not remembered.
 */
export const mapLookups = pgTable(
  "map_lookups",
  {
    id: serial("id").primaryKey(),
    /** `geocode:<provider>` or `route:<provider>`. */
    kind: text("kind").notNull(),
    /** The folded address, or the route's origin, destination and travel mode. */
    key: text("key").notNull(),
    found: boolean("found").notNull(),
    /** A point `{lat, lng}` or a route `{points: [[lat, lng]…], distance, duration}`; null when not found. */
    result: jsonb("result"),
    ...timestamps,
  },
  (table) => [uniqueIndex("map_lookups_kind_key_unique").on(table.kind, table.key)],
);

export const reviewStatusEnum = pgEnum("review_status", ["approved", "hold", "spam", "trash"]);

/**
 * Product reviews (WooCommerce keeps them as comments of type `review` on the product). Imported reviews keep
 * their WordPress comment id. Only `approved` ones are shown and counted; the product's `average_rating` and
 * `review_count` are recomputed from this table whenever its reviews change.
 */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    status: reviewStatusEnum("status").notNull().default("hold"),
    authorName: text("author_name").notNull(),
    authorEmail: text("author_email").notNull().default(""),
    /** 1–5 stars; null for a review written without a rating (counted, not averaged, as WooCommerce does). */
    rating: integer("rating"),
    content: text("content").notNull(),
    /** Whether the reviewer bought the product (WooCommerce's `verified` meta). */
    verified: boolean("verified").notNull().default(false),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [index("product_reviews_product_idx").on(table.productId, table.status, table.createdAt)],
);
