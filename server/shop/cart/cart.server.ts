import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.server.ts";
import type { EdgeStatement } from "../../db/final-statement.server.ts";
import { prepared, preparedSql } from "../../db/prepared.server.ts";
import { cartItems, carts, productLinks, products } from "../../db/schema.ts";
import { imagesOf, quantityRules } from "../catalogue/catalogue.server.ts";
import { activePrice } from "../catalogue/pricing.ts";
import type { ImageView } from "../catalogue/views.ts";
import { writingSession } from "../session/session-writes.server.ts";
import { type NewSession, newSessionToken, sessionExpiry } from "../session/sessions.server.ts";
import { type CartRejectionCode, checkLineQuantity, type PurchasableFacts } from "./add-rules.ts";
import { cartHash, cartItemKey } from "./cart-identity.ts";
import { productIdsOfLines } from "./line-products.ts";
import { storeNewCartSession } from "./new-cart-sessions.server.ts";
import type { ProductFormRequest } from "./product-form.ts";

export type ProductRow = typeof products.$inferSelect;

export interface CartLineView {
  key: string;
  productId: number;
  variationId: number | null;
  variation: Record<string, string>;
  /** The line's display name: the product name, plus chosen options for variations. */
  name: string;
  productName: string;
  sku: string | null;
  permalink: string;
  image: ImageView | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  quantityRules: { min: number; max: number | null; step: number };
}

export interface CartView {
  lines: CartLineView[];
  itemCount: number;
  subtotal: number;
  hash: string;
}

export const EMPTY_CART: CartView = { lines: [], itemCount: 0, subtotal: 0, hash: "" };

export type CartErrorCode = CartRejectionCode | "unknown_product" | "choose_options" | "unknown_line";

/** A refused cart change; `productUrl` tells list buttons where the shopper can fix it (WooCommerce's contract). */
export class CartError extends Error {
  override name = "CartError";
  constructor(
    readonly code: CartErrorCode,
    message: string,
    readonly productUrl: string | null = null,
  ) {
    super(message);
  }
}

export interface AddRequest {
  /** A product id, or a variation id (then its parent is the product). */
  productId: number;
  variationId?: number | null;
  /** Chosen attribute values keyed by attribute name or by WooCommerce field slug (`attribute_pa_colour`). */
  attributes?: Record<string, string>;
  /** Omitted: the product's minimum (a plain `?add-to-cart=<id>` link adds the smallest allowed amount). */
  quantity?: number;
}

export function productPermalink(slug: string | null, id: number): string {
  return `/product/${slug ?? id}/`;
}

/** The session's cart row, made if missing; `created` says it was made now (so it has no lines yet). */
async function cartIdFor(tx: Executor, sessionId: string): Promise<{ id: number; created: boolean }> {
  // The upsert also locks the cart row, so concurrent changes to one cart run one after another. A row the
  // statement inserted has no deleting transaction yet (`xmax = 0`); one it updated has this one.
  const [row] = await tx
    .insert(carts)
    .values({ sessionId })
    .onConflictDoUpdate({ target: carts.sessionId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("cart row was not created");
  return row;
}

async function existingCartId(db: Executor, sessionId: string): Promise<number | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, sessionId)).limit(1);
  return row?.id ?? null;
}

function factsOf(item: ProductRow, displayName: string, rulesFrom: ProductRow, now: Date): PurchasableFacts {
  return {
    name: displayName,
    purchasable: item.status === "publish" && activePrice(item, now) !== null,
    stockStatus: item.stockStatus,
    manageStock: item.manageStock,
    stockQuantity: item.stockQuantity,
    backorders: item.backorders,
    soldIndividually: rulesFrom.soldIndividually || item.soldIndividually,
    quantity: quantityRules(rulesFrom),
  };
}

async function productById(db: Executor, id: number): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** `attribute_pa_colour` / `attribute_colour` / `Colour` all name the attribute "Colour". */
function attributeSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/^attribute_/, "")
    .replace(/^pa_/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function chosenValue(attributes: Record<string, string>, attributeName: string): string | undefined {
  const wanted = attributeSlug(attributeName);
  for (const [field, value] of Object.entries(attributes)) {
    if (attributeSlug(field) === wanted) return value;
  }
  return undefined;
}

interface ResolvedItem {
  product: ProductRow;
  variation: ProductRow | null;
  chosen: Record<string, string>;
}

/** Finds a product row by id: the database, or the kept catalogue reads (`productLookupFrom`). */
export type ProductLookup = (id: number) => Promise<ProductRow | null>;

/** A product lookup through a cart product source (the kept catalogue reads in the endpoints). */
export function productLookupFrom(source: CartProductSource): ProductLookup {
  return async (id) => (await source([id])).rows.get(id) ?? null;
}

async function resolveItem(db: Executor, request: AddRequest, lookup: ProductLookup): Promise<ResolvedItem> {
  let product = await lookup(request.productId);
  let variationId = request.variationId ?? null;
  if (product?.type === "variation" && product.parentId !== null) {
    variationId = product.id;
    product = await lookup(product.parentId);
  }
  if (product?.status !== "publish") {
    throw new CartError("unknown_product", "Sorry, that product is not available.");
  }
  const url = productPermalink(product.slug, product.id);
  if (product.type === "external" || product.type === "grouped") {
    throw new CartError(
      "not_purchasable",
      `Please choose what to buy on the page of “${product.name}”.`,
      url,
    );
  }
  if (product.type !== "variable") return { product, variation: null, chosen: {} };

  const attributes = request.attributes ?? {};
  const variation = variationId
    ? await lookup(variationId)
    : await variationMatching(db, product.id, attributes);
  if (!variation || variation.parentId !== product.id || variation.status !== "publish") {
    throw new CartError("choose_options", `Please choose product options for “${product.name}”.`, url);
  }
  const chosen: Record<string, string> = {};
  for (const [name, fixed] of Object.entries(variation.variationAttributes ?? {})) {
    const value = fixed || chosenValue(attributes, name) || "";
    if (!value) {
      throw new CartError(
        "choose_options",
        `Please choose a ${name.toLowerCase()} for “${product.name}”.`,
        url,
      );
    }
    chosen[name] = value;
  }
  return { product, variation, chosen };
}

/**
 * Without script the form posts only the attribute choices (no variation_id):
 * the first published variation whose fixed values all match is the one meant.
 */
async function variationMatching(
  db: Executor,
  productId: number,
  attributes: Record<string, string>,
): Promise<ProductRow | null> {
  if (Object.keys(attributes).length === 0) return null;
  const variations = await db
    .select()
    .from(products)
    .where(and(eq(products.parentId, productId), eq(products.status, "publish")))
    .orderBy(products.menuOrder, products.id);
  return (
    variations.find((variation) =>
      Object.entries(variation.variationAttributes ?? {}).every(([name, fixed]) => {
        const chosen = chosenValue(attributes, name);
        return (
          chosen !== undefined && chosen !== "" && (!fixed || fixed.toLowerCase() === chosen.toLowerCase())
        );
      }),
    ) ?? null
  );
}

function displayName(product: ProductRow, chosen: Record<string, string>): string {
  const options = Object.values(chosen);
  return options.length > 0 ? `${product.name} - ${options.join(", ")}` : product.name;
}

/**
 * Adds a line (or more of it) to the session's cart (creating the cart), after every stock and quantity rule,
 * or refuses with a CartError. Returns the line key. The product's facts come from `lookup`: the database by
 * default; the endpoints pass the kept catalogue reads, which every product write drops (adding reserves
 * nothing: checkout checks stock again, atomically).
 */
export async function addToCart(
  db: Executor,
  sessionId: string,
  request: AddRequest,
  now: Date,
  lookup: ProductLookup = (id) => productById(db, id),
): Promise<string> {
  // Read before the transaction: a kept read that misses asks the database on its own connection, which on
  // the embedded database (one connection) would wait for this transaction to end.
  const resolved = await resolveItem(db, request, lookup);
  return writingSession(sessionId, () =>
    db.transaction((tx) => addResolved(tx, sessionId, resolved, request.quantity, now)),
  );
}

/** The line a request adds (its key and quantity) once every stock and quantity rule allows it. */
async function checkedLine(
  { product, variation, chosen }: ResolvedItem,
  requestedQuantity: number | undefined,
  quantityInCart: (key: string) => Promise<number>,
  now: Date,
): Promise<{ key: string; quantity: number }> {
  const key = cartItemKey(product.id, variation?.id ?? null, chosen);
  const quantity = requestedQuantity ?? Math.max(1, quantityRules(product).min);
  const rejection = checkLineQuantity(
    factsOf(variation ?? product, displayName(product, chosen), product, now),
    quantity,
    await quantityInCart(key),
  );
  if (rejection)
    throw new CartError(rejection.code, rejection.message, productPermalink(product.slug, product.id));
  return { key, quantity };
}

async function addResolved(
  tx: Executor,
  sessionId: string,
  resolved: ResolvedItem,
  requestedQuantity: number | undefined,
  now: Date,
): Promise<string> {
  const { product, variation, chosen } = resolved;
  const cart = await cartIdFor(tx, sessionId);
  const { key, quantity } = await checkedLine(
    resolved,
    requestedQuantity,
    async (lineKey) => {
      // A cart made just now has no lines to add to.
      if (cart.created) return 0;
      const [existing] = await tx
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.key, lineKey)));
      return existing?.quantity ?? 0;
    },
    now,
  );
  await tx
    .insert(cartItems)
    .values({
      cartId: cart.id,
      key,
      productId: product.id,
      variationId: variation?.id ?? null,
      variation: chosen,
      quantity,
    })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.key],
      set: { quantity: sql`${cartItems.quantity} + ${quantity}` },
    });
  return key;
}

/**
 * A visitor without a session adds a line: the rules are checked against an empty cart, then the session, its
 * cart and the line are stored by one statement, shared with the other new visitors of the same moment
 * (`storeNewCartSession`). Returns the session to hand to the shopper and the cart's one line, so
 * the reply needs no read; a refusal throws a CartError and stores nothing.
 */
export async function startCartSession(
  db: Executor,
  request: AddRequest,
  now: Date,
  lookup: ProductLookup,
): Promise<{ session: NewSession; lines: CartLineRow[] }> {
  const resolved = await resolveItem(db, request, lookup);
  const { key, quantity } = await checkedLine(resolved, request.quantity, async () => 0, now);
  const session = newSessionToken();
  const fields = {
    key,
    productId: resolved.product.id,
    variationId: resolved.variation?.id ?? null,
    variation: resolved.chosen,
    quantity,
    addedAt: now,
  };
  const cartId = await storeNewCartSession(db, {
    sessionId: session.id,
    expiresAt: sessionExpiry(now),
    ...fields,
  });
  const line: CartLineRow = { cartId, ...fields };
  return { session, lines: [line] };
}

/** Adds the chosen children of a grouped product; quantities of 0 are skipped, at least one must be positive. */
export async function addGroupedToCart(
  db: Executor,
  sessionId: string,
  groupedId: number,
  quantities: Map<number, number>,
  now: Date,
  lookup: ProductLookup = (id) => productById(db, id),
): Promise<string[]> {
  const children = await db
    .select({ id: productLinks.linkedProductId })
    .from(productLinks)
    .where(and(eq(productLinks.productId, groupedId), eq(productLinks.kind, "grouped_child")));
  const allowed = new Set(children.map((child) => child.id));
  const wanted = [...quantities].filter(([id, quantity]) => allowed.has(id) && quantity > 0);
  if (wanted.length === 0) {
    const grouped = await productById(db, groupedId);
    throw new CartError(
      "invalid_quantity",
      "Please choose the quantity of items you wish to add to your cart.",
      grouped ? productPermalink(grouped.slug, grouped.id) : null,
    );
  }
  const chosenChildren: { resolved: ResolvedItem; quantity: number }[] = [];
  for (const [productId, quantity] of wanted)
    chosenChildren.push({ resolved: await resolveItem(db, { productId }, lookup), quantity });
  // One transaction: either every chosen child is added or none is.
  return writingSession(sessionId, () =>
    db.transaction(async (tx) => {
      const keys: string[] = [];
      for (const { resolved, quantity } of chosenChildren)
        keys.push(await addResolved(tx, sessionId, resolved, quantity, now));
      return keys;
    }),
  );
}

/** Removes a line; returns its display name, or null when the cart had no such line. */
export async function removeFromCart(
  db: Executor,
  sessionId: string,
  key: string,
  now: Date,
): Promise<string | null> {
  const cart = await readCart(db, sessionId, now);
  const line = cart.lines.find((candidate) => candidate.key === key);
  if (!line) return null;
  const cartId = await existingCartId(db, sessionId);
  if (cartId === null) return null;
  await writingSession(sessionId, () =>
    db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.key, key))),
  );
  return line.name;
}

/** Sets a line's quantity (0 removes it), under the same rules as adding. */
export async function setLineQuantity(
  db: Executor,
  sessionId: string,
  key: string,
  quantity: number,
  now: Date,
): Promise<void> {
  await writingSession(sessionId, () => changeLineQuantity(db, sessionId, key, quantity, now));
}

async function changeLineQuantity(
  db: Executor,
  sessionId: string,
  key: string,
  quantity: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { id: cartId } = await cartIdFor(tx, sessionId);
    const [line] = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.key, key)));
    if (!line) throw new CartError("unknown_line", "That item is no longer in your cart.");
    if (quantity === 0) {
      await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.key, key)));
      return;
    }
    const product = await productById(tx, line.productId);
    const item = line.variationId ? await productById(tx, line.variationId) : product;
    if (!product || !item) throw new CartError("unknown_product", "Sorry, that product is not available.");
    const rejection = checkLineQuantity(
      factsOf(item, displayName(product, line.variation), product, now),
      quantity,
      0,
    );
    if (rejection)
      throw new CartError(rejection.code, rejection.message, productPermalink(product.slug, product.id));
    await tx
      .update(cartItems)
      .set({ quantity })
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.key, key)));
  });
}

/** The products a cart shows and the main image of each, by id. */
export interface CartProducts {
  rows: Map<number, ProductRow>;
  images: Map<number, ImageView[]>;
}

/** Where a cart read finds its products: the database (the default), or a cache that is kept right. */
export type CartProductSource = (ids: number[]) => Promise<CartProducts>;

export const cartProductsFromDatabase =
  (db: Executor, { images = true }: { images?: boolean } = {}): CartProductSource =>
  async (ids) => {
    const productRows = await prepared(db, "vitrine_products_by_id", (executor) =>
      executor
        .select()
        .from(products)
        .where(sql`${products.id} = any(${sql.placeholder("ids")}::integer[])`)
        .prepare("vitrine_products_by_id"),
    ).execute({ ids });
    return {
      rows: new Map(productRows.map((row) => [row.id, row])),
      // An order's lines keep no picture: placing one skips the images' read.
      images: images ? await imagesOf(db, ids, 0) : new Map(),
    };
  };

/** A source that asks `source` for each product once, however many reads one task makes (a cart, its totals). */
export function rememberingSource(source: CartProductSource): CartProductSource {
  const known: CartProducts = { rows: new Map(), images: new Map() };
  const asked = new Set<number>();
  return async (ids) => {
    const missing = ids.filter((id) => !asked.has(id));
    if (missing.length > 0) {
      for (const id of missing) asked.add(id);
      const found = await source(missing);
      for (const [id, row] of found.rows) known.rows.set(id, row);
      for (const [id, images] of found.images) known.images.set(id, images);
    }
    return known;
  };
}

/** The session's cart priced at `now`; an unknown session has the empty cart. */
export async function readCart(
  db: Executor,
  sessionId: string | null,
  now: Date,
  productSource: CartProductSource = cartProductsFromDatabase(db),
): Promise<CartView> {
  if (!sessionId) return EMPTY_CART;
  return cartViewOf(await readCartLines(db, sessionId), now, productSource);
}

/** The session's stored cart lines in the cart's order (one statement: a cart without lines reads as none). */
export async function readCartLines(db: Executor, sessionId: string): Promise<CartLineRow[]> {
  const { rows } = await preparedSql<CartLineEdgeRow>(db, "vitrine_cart_lines", cartLinesQuery).execute({
    sessionId,
  });
  return cartLinesOf(rows);
}

/** A cart line as stored. */
export type CartLineRow = typeof cartItems.$inferSelect;

/** A session's cart lines in the cart's order, its id the placeholder `sessionId`. */
function cartLinesQuery() {
  return sql`select ${cartItems.cartId} as "cartId", ${cartItems.key} as "key",
      ${cartItems.productId} as "productId", ${cartItems.variationId} as "variationId",
      ${cartItems.variation} as "variation", ${cartItems.quantity} as "quantity", ${cartItems.addedAt} as "addedAt"
    from ${cartItems} inner join ${carts} on ${carts.id} = ${cartItems.cartId}
    where ${carts.sessionId} = ${sql.placeholder("sessionId")}
    order by ${cartItems.addedAt}, ${cartItems.key}`;
}

/**
 * `readCartLines` as a statement that travels with an order's begin, after the cart's lock (decision 058): it
 * reads the lines as they are once the lock is held. `cartLinesOf` gives its rows as `readCartLines` does.
 */
export function cartLinesStatement(sessionId: string): EdgeStatement {
  return { name: "vitrine_cart_lines_edge", build: cartLinesQuery, values: { sessionId } };
}

/** A row of the cart lines' query as it comes: its time is a string or a `Date`, as the driver parses it. */
export type CartLineEdgeRow = Omit<CartLineRow, "addedAt"> & { addedAt: Date | string };

export function cartLinesOf(rows: readonly CartLineEdgeRow[]): CartLineRow[] {
  return rows.map((row) => ({ ...row, addedAt: new Date(row.addedAt) }));
}

/** The cart of these stored lines (in the cart's order), priced at `now`. */
export async function cartViewOf(
  rows: readonly CartLineRow[],
  now: Date,
  productSource: CartProductSource,
): Promise<CartView> {
  if (rows.length === 0) return EMPTY_CART;

  const { rows: byId, images } = await productSource(productIdsOfLines(rows));

  const lines: CartLineView[] = [];
  for (const row of rows) {
    const product = byId.get(row.productId);
    const item = row.variationId ? byId.get(row.variationId) : product;
    const unitPrice = item ? activePrice(item, now) : null;
    if (!product || !item || unitPrice === null) continue; // no longer sellable: not charged, not shown
    lines.push({
      key: row.key,
      productId: row.productId,
      variationId: row.variationId,
      variation: row.variation,
      name: displayName(product, row.variation),
      productName: product.name,
      sku: item.sku ?? product.sku,
      permalink: productPermalink(product.slug, product.id),
      image:
        (row.variationId ? images.get(row.variationId)?.[0] : undefined) ??
        images.get(row.productId)?.[0] ??
        null,
      quantity: row.quantity,
      unitPrice,
      lineTotal: unitPrice * row.quantity,
      quantityRules: quantityRules(product),
    });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    hash: cartHash(lines, subtotal),
  };
}

/** Applies a parsed product form (single or grouped) to the session's cart; returns the changed line keys. */
export async function submitProductForm(
  db: Executor,
  sessionId: string,
  request: ProductFormRequest,
  now: Date,
  lookup?: ProductLookup,
): Promise<string[]> {
  if (request.kind === "grouped")
    return addGroupedToCart(db, sessionId, request.productId, request.quantities, now, lookup);
  return [await addToCart(db, sessionId, request, now, lookup)];
}

/** WooCommerce's confirmation: “A” has been added to your cart. / “A” and “B” have been added to your cart. */
export function addedToCartMessage(names: string[]): string {
  const quoted = names.map((name) => `“${name}”`);
  if (quoted.length <= 1) return `${quoted[0] ?? "The product"} has been added to your cart.`;
  return `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)} have been added to your cart.`;
}
