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
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_expires_idx").on(table.expiresAt)],
);

export const carts = pgTable("carts", {
  id: serial("id").primaryKey(),
  sessionId: text("session_id")
    .unique()
    .references(() => sessions.id, { onDelete: "cascade" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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
