import type { Random } from "./random.ts";
import { fieldName, fieldValue, formEncode, hostileText } from "./values.ts";

/**
 * The requests the fuzz suite sends: every endpoint and form of the shop, with fields drawn from
 * plausible and hostile values, bodies in every encoding (and broken ones), bad cookies and
 * headers, and raw malformed requests. Each is built as the exact bytes sent over a socket.
 */
export interface FuzzSession {
  /** `name=value; …` for the Cookie header. */
  cookie: string;
  /** Nonce values seen on this session's pages. */
  nonces: string[];
  cartKeys: string[];
}

export interface FuzzCatalogue {
  productSlugs: string[];
  categoryPaths: string[];
  tagSlugs: string[];
  mediaPaths: string[];
  /** `/checkout/order-received/<id>/?key=…` of an order placed during setup. */
  orderReceivedPath: string | null;
  orderId: number | null;
}

export interface FuzzContext {
  random: Random;
  /** `127.0.0.1:<port>` */
  host: string;
  sessions: FuzzSession[];
  catalogue: FuzzCatalogue;
}

export interface FuzzRequest {
  /** What was sent, for the report. */
  label: string;
  bytes: Buffer;
  /** Close our side right after writing (a body cut short, a client that gives up). */
  endAfterWrite: boolean;
  /** A well-formed request of normal size: it must get an answer. */
  expectAnswer: boolean;
}

type Fields = [name: string, plausible: readonly string[]][];

const DEMO_IDS = ["127", "116", "117", "118", "119", "181", "192", "134", "135", "195"];
const QUANTITIES = ["1", "2", "3", "0", "10"];
const COUNTRIES = ["FR", "DE", "GB", "US", "BE", "ZZ", "fr"];
const EMAILS = ["shopper@example.com", "fuzz@example.com", "not-an-email", "a@b"];

function nonceValues(_context: FuzzContext, session: FuzzSession): string[] {
  return session.nonces.length > 0 ? session.nonces : ["0123456789"];
}

const addressFields = (group: "billing" | "shipping"): Fields => [
  [`${group}_first_name`, ["Ada", "Zoë"]],
  [`${group}_last_name`, ["Lovelace"]],
  [`${group}_company`, [""]],
  [`${group}_country`, COUNTRIES],
  [`${group}_address_1`, ["1 Rue de la Paix"]],
  [`${group}_address_2`, [""]],
  [`${group}_city`, ["Paris"]],
  [`${group}_state`, ["", "CA", "75"]],
  [`${group}_postcode`, ["75002", "SW1A 1AA", "90210"]],
  [`${group}_phone`, ["+33 1 23 45 67 89"]],
  ...(group === "billing" ? ([["billing_email", EMAILS]] as Fields) : []),
];

interface FormTarget {
  name: string;
  method: string;
  path: (context: FuzzContext) => string;
  fields: (context: FuzzContext, session: FuzzSession) => Fields;
  /** Extra fixed fields (the action name of an admin-ajax call). */
  fixed?: Record<string, string>;
}

const checkoutFields = (context: FuzzContext, session: FuzzSession): Fields => [
  ...addressFields("billing"),
  ...addressFields("shipping"),
  ["ship_to_different_address", ["1", ""]],
  ["payment_method", ["bacs", "cheque", "cod", "paypal"]],
  ["shipping_method[0]", ["flat_rate:1", "free_shipping:2", "local_pickup:3"]],
  ["order_comments", ["Leave at the door"]],
  ["createaccount", ["1"]],
  ["account_password", ["long enough password"]],
  ["terms", ["on"]],
  ["woocommerce-process-checkout-nonce", nonceValues(context, session)],
  ["vitrine_checkout_token", [`fuzz-token-${context.random.int(1e9)}`, "fuzz-token-repeated"]],
  ["coupon_code", ["WELCOME10"]],
  ["woocommerce_checkout_update_totals", ["1"]],
];

const FORM_TARGETS: FormTarget[] = [
  {
    name: "wc-ajax add_to_cart",
    method: "POST",
    path: () => "/?wc-ajax=add_to_cart",
    fields: () => [
      ["product_id", DEMO_IDS],
      ["quantity", QUANTITIES],
      ["variation_id", ["118", "117", "0"]],
      ["attribute_colour", ["Sand", "Charcoal"]],
    ],
  },
  {
    name: "wc-ajax remove_from_cart",
    method: "POST",
    path: () => "/?wc-ajax=remove_from_cart",
    fields: (_context, session) => [["cart_item_key", session.cartKeys]],
  },
  {
    name: "wc-ajax get_refreshed_fragments",
    method: "POST",
    path: () => "/?wc-ajax=get_refreshed_fragments",
    fields: () => [["time", ["1700000000"]]],
  },
  {
    name: "wc-ajax apply_coupon",
    method: "POST",
    path: () => "/?wc-ajax=apply_coupon",
    fields: (context, session) => [
      ["security", nonceValues(context, session)],
      ["coupon_code", ["WELCOME10", "FREESHIP", "nope"]],
    ],
  },
  {
    name: "wc-ajax remove_coupon",
    method: "POST",
    path: () => "/?wc-ajax=remove_coupon",
    fields: (context, session) => [
      ["security", nonceValues(context, session)],
      ["coupon", ["WELCOME10"]],
    ],
  },
  { name: "wc-ajax checkout", method: "POST", path: () => "/?wc-ajax=checkout", fields: checkoutFields },
  {
    name: "wc-ajax unknown",
    method: "POST",
    path: (context) =>
      `/?wc-ajax=${formEncode(context.random.pick(["nope", "ADD_TO_CART", "../x", "a".repeat(80), hostileText(context.random)]))}`,
    fields: () => [["x", ["1"]]],
  },
  {
    name: "admin-ajax astra_add_cart_single_product",
    method: "POST",
    path: () => "/wp-admin/admin-ajax.php",
    fixed: { action: "astra_add_cart_single_product" },
    fields: () => [
      ["add-to-cart", DEMO_IDS],
      ["quantity", QUANTITIES],
      ["variation_id", ["118", "0", ""]],
      ["attribute_colour", ["Sand"]],
      ["quantity[134]", QUANTITIES],
      ["quantity[135]", QUANTITIES],
    ],
  },
  {
    name: "admin-ajax astra_add_cart_single_product_quantity",
    method: "POST",
    path: () => "/wp-admin/admin-ajax.php",
    fixed: { action: "astra_add_cart_single_product_quantity" },
    fields: (context, session) => [
      ["hash", session.cartKeys],
      ["quantity", QUANTITIES],
      ["qtyNonce", nonceValues(context, session)],
    ],
  },
  {
    name: "admin-ajax astra_woo_check_user_exist",
    method: "POST",
    path: () => "/wp-admin/admin-ajax.php",
    fixed: { action: "astra_woo_check_user_exist" },
    fields: (context, session) => [
      ["user_name_email", EMAILS],
      ["security", nonceValues(context, session)],
    ],
  },
  {
    name: "admin-ajax astra_woocommerce_login_user",
    method: "POST",
    path: () => "/wp-admin/admin-ajax.php",
    fixed: { action: "astra_woocommerce_login_user" },
    fields: (context, session) => [
      ["user_name_email", EMAILS],
      ["password", ["wrong password", ""]],
      ["security", nonceValues(context, session)],
    ],
  },
  {
    name: "admin-ajax unknown action",
    method: "POST",
    path: () => "/wp-admin/admin-ajax.php",
    fields: () => [["action", ["nope", "heartbeat", ""]]],
  },
  {
    name: "product form post",
    method: "POST",
    path: (context) => `/product/${context.random.pick(context.catalogue.productSlugs)}/`,
    fields: () => [
      ["add-to-cart", DEMO_IDS],
      ["quantity", QUANTITIES],
      ["variation_id", ["118", "0"]],
      ["attribute_colour", ["Sand"]],
      ["quantity[134]", QUANTITIES],
    ],
  },
  {
    name: "cart form post",
    method: "POST",
    path: () => "/cart/",
    fields: (context, session) => [
      ["woocommerce-cart-nonce", nonceValues(context, session)],
      ...session.cartKeys.map((key): [string, readonly string[]] => [`cart[${key}][qty]`, QUANTITIES]),
      [
        `cart[${context.random.pick(["0123456789abcdef0123456789abcdef", "x", "__proto__"])}][qty]`,
        QUANTITIES,
      ],
      ["update_cart", ["Update cart"]],
      ["coupon_code", ["WELCOME10", ""]],
      ["apply_coupon", ["Apply coupon"]],
      ["remove_coupon", ["WELCOME10"]],
      ["calc_shipping", ["x"]],
      ["calc_shipping_country", COUNTRIES],
      ["calc_shipping_state", ["CA", ""]],
      ["calc_shipping_postcode", ["75002"]],
      ["calc_shipping_city", ["Paris"]],
      ["shipping_method[0]", ["flat_rate:1", "free_shipping:2"]],
    ],
  },
  { name: "checkout form post", method: "POST", path: () => "/checkout/", fields: checkoutFields },
  {
    name: "login form post",
    method: "POST",
    path: (context) => context.random.pick(["/my-account/", "/my-account/?redirect_to=/.//evil.example/"]),
    fields: (context, session) => [
      ["username", EMAILS],
      ["password", ["wrong password"]],
      ["woocommerce-login-nonce", nonceValues(context, session)],
      ["login", ["Log in"]],
      ["rememberme", ["forever"]],
      ["redirect", ["/cart/", "/.//evil.example/"]],
      ["redirect_to", ["/x/..//evil.example/"]],
    ],
  },
  {
    name: "register form post",
    method: "POST",
    path: () => "/my-account/",
    fields: (context, session) => [
      ["email", EMAILS],
      ["password", ["a long enough password"]],
      ["woocommerce-register-nonce", nonceValues(context, session)],
      ["register", ["Register"]],
    ],
  },
  {
    name: "lost and reset password posts",
    method: "POST",
    path: () => "/my-account/lost-password/",
    fields: (context, session) => [
      ["user_login", EMAILS],
      ["woocommerce-lost-password-nonce", nonceValues(context, session)],
      ["reset_key", ["abc"]],
      ["reset_id", ["1", "2147483648"]],
      ["password_1", ["new password here"]],
      ["password_2", ["new password here"]],
      ["woocommerce-reset-password-nonce", nonceValues(context, session)],
    ],
  },
  {
    name: "edit account post",
    method: "POST",
    path: () => "/my-account/edit-account/",
    fields: (context, session) => [
      ["account_first_name", ["Ada"]],
      ["account_last_name", ["Lovelace"]],
      ["account_display_name", ["Ada"]],
      ["account_email", EMAILS],
      ["password_current", ["fuzz password 1"]],
      ["password_1", ["fuzz password 2"]],
      ["password_2", ["fuzz password 2"]],
      ["save_account_details", ["Save changes"]],
      ["save-account-details-nonce", nonceValues(context, session)],
    ],
  },
  {
    name: "edit address post",
    method: "POST",
    path: (context) => `/my-account/edit-address/${context.random.pick(["billing", "shipping", "nope"])}/`,
    fields: (context, session) => [
      ...addressFields("billing"),
      ...addressFields("shipping"),
      ["save_address", ["Save address"]],
      ["action", ["edit_address"]],
      ["woocommerce-edit-address-nonce", nonceValues(context, session)],
    ],
  },
  {
    name: "logout post",
    method: "POST",
    path: () => "/my-account/customer-logout/",
    fields: (context, session) => [["_wpnonce", nonceValues(context, session)]],
  },
  {
    name: "preferences post",
    method: "POST",
    path: () => "/preferences/",
    fields: () => [
      ["preference", ["store_notice", "color_palette", "nope"]],
      ["notice_id", ["a1b2", "x"]],
      ["palette", ["default", "switched"]],
      ["return_to", ["/shop/", "/.//evil.example/", "/..//evil.example/", "/%2e//evil.example/"]],
    ],
  },
  {
    name: "post to a page without a form",
    method: "POST",
    path: (context) => context.random.pick(["/shop/", "/", "/product-category/clothing/", "/nope/"]),
    fields: () => [["x", ["1"]]],
  },
];

function pagePaths(context: FuzzContext): string[] {
  const { random, catalogue } = context;
  const slug = () =>
    random.chance(0.7) ? random.pick(catalogue.productSlugs) : formEncode(hostileText(random));
  const id = () => random.pick(["1", "2", "2147483647", "2147483648", "99999999999", "0", "-1", "abc"]);
  return [
    "/",
    `/shop/${random.chance(0.3) ? `page/${id()}/` : ""}?orderby=${formEncode(random.pick(["price", "price-desc", "date", hostileText(random)]))}`,
    `/product/${slug()}/`,
    `/product-category/${random.chance(0.7) ? random.pick(catalogue.categoryPaths) : formEncode(hostileText(random))}/`,
    `/product-tag/${random.chance(0.7) ? random.pick(catalogue.tagSlugs) : formEncode(hostileText(random))}/`,
    `/?s=${formEncode(random.chance(0.5) ? random.pick(["mug", "tee", "VT-"]) : hostileText(random))}&post_type=product`,
    `/page/${id()}/?s=mug`,
    "/cart/",
    "/checkout/",
    catalogue.orderReceivedPath ?? "/checkout/order-received/1/?key=wc_order_x",
    `/checkout/order-received/${id()}/?key=${formEncode(hostileText(random))}`,
    `/my-account/${random.pick(["", "orders/", `orders/${id()}/`, `view-order/${id()}/`, "edit-address/", "edit-address/billing/", "edit-account/", "lost-password/", "customer-logout/", "nope/"])}`,
    `/my-account/lost-password/?key=${formEncode(hostileText(random))}&id=${id()}`,
    `/my-account/customer-logout/?_wpnonce=${formEncode(hostileText(random))}`,
    random.chance(0.6) && catalogue.mediaPaths.length > 0
      ? random.pick(catalogue.mediaPaths)
      : `/media/${id()}/x.png`,
    `/shop/?add-to-cart=${random.chance(0.5) ? random.pick(DEMO_IDS) : id()}&quantity=${formEncode(hostileText(random))}`,
    `/cart/?remove_item=${random.pick(["0123456789abcdef0123456789abcdef", "x"])}&_wpnonce=${formEncode(hostileText(random))}`,
    "/preferences/",
    `/wp-json/${formEncode(hostileText(random))}`,
    `/${formEncode(hostileText(random))}`,
    "/healthz",
    "/favicon.svg",
    "/assets/nope.js",
  ];
}

function cookieHeader(context: FuzzContext, session: FuzzSession | null): string | null {
  const { random } = context;
  const roll = random.next();
  if (roll < 0.55) return session?.cookie ?? null;
  if (roll < 0.65) return null;
  const name = random.pick([
    "wp_woocommerce_session_vitrine",
    "astraColorSwitcherState",
    "store_notice1",
    "vitrine_checkout_email",
    "woocommerce_cart_hash",
    "sbjs_current",
  ]);
  const value = random.pick([
    formEncode(hostileText(random)),
    "%",
    "%00",
    "a;b",
    '"quoted"',
    "x".repeat(4000),
  ]);
  return `${session && random.chance(0.5) ? `${session.cookie}; ` : ""}${name}=${value}`;
}

function extraHeaders(context: FuzzContext): [string, string][] {
  const { random, host } = context;
  const headers: [string, string][] = [];
  if (random.chance(0.3))
    headers.push([
      "Referer",
      random.pick([
        `http://${host}/cart/`,
        `http://${host}/.//evil.example/`,
        "https://evil.example/",
        "::::",
        "",
      ]),
    ]);
  if (random.chance(0.1))
    headers.push(["Origin", random.pick([`http://${host}`, "https://evil.example", "null", "::"])]);
  if (random.chance(0.2))
    headers.push([
      "X-Forwarded-For",
      random.pick(["203.0.113.7", "2001:db8::1", "garbage", "1.2.3.4, 5.6.7.8", ""]),
    ]);
  if (random.chance(0.03))
    headers.push(["X-Forwarded-Host", random.pick(["shop.example", "a b", "x/y", "[::1]"])]);
  if (random.chance(0.05)) headers.push(["X-Forwarded-Proto", random.pick(["https", "http", "gopher", ""])]);
  if (random.chance(0.2))
    headers.push(["Accept", random.pick(["application/json", "text/html", "*/*", "x"])]);
  if (random.chance(0.05)) headers.push(["If-None-Match", random.pick(['"abc"', "*", "W/x"])]);
  headers.push([
    "User-Agent",
    random.chance(0.9) ? "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36" : "Googlebot/2.1",
  ]);
  return headers;
}

function head(method: string, target: string, host: string, headers: [string, string][]): string {
  const lines = [
    `${method} ${target} HTTP/1.1`,
    `Host: ${host}`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join("\r\n")}\r\nConnection: close\r\n\r\n`;
}

type Encoding =
  | "urlencoded"
  | "multipart"
  | "json"
  | "text"
  | "latin1"
  | "multipart-file"
  | "multipart-unterminated"
  | "multipart-no-boundary"
  | "json-broken"
  | "huge"
  | "cut-short"
  | "no-type";

const ENCODINGS: [Encoding, number][] = [
  ["urlencoded", 60],
  ["multipart", 10],
  ["json", 8],
  ["text", 3],
  ["latin1", 2],
  ["multipart-file", 3],
  ["multipart-unterminated", 3],
  ["multipart-no-boundary", 1],
  ["json-broken", 3],
  ["huge", 1],
  ["cut-short", 4],
  ["no-type", 2],
];

function pickEncoding(random: Random): Encoding {
  let roll = random.int(ENCODINGS.reduce((sum, [, weight]) => sum + weight, 0));
  for (const [encoding, weight] of ENCODINGS) {
    if (roll < weight) return encoding;
    roll -= weight;
  }
  return "urlencoded";
}

function multipartBody(
  pairs: [string, string][],
  boundary: string,
  options: { file?: boolean; close?: boolean },
) {
  let body = "";
  for (const [name, value] of pairs)
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, "%22")}"\r\n\r\n${value}\r\n`;
  if (options.file)
    body += `--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n`;
  if (options.close !== false) body += `--${boundary}--\r\n`;
  return body;
}

function buildForm(context: FuzzContext, target: FormTarget): FuzzRequest {
  const { random, host } = context;
  const session = context.sessions.length > 0 && random.chance(0.85) ? random.pick(context.sessions) : null;
  const pairs: [string, string][] = Object.entries(target.fixed ?? {});
  const fields = target.fields(context, session ?? { cookie: "", nonces: [], cartKeys: [] });
  // Some requests are a plausible form with one hostile field, so validation lets them reach the domain.
  const focused = random.chance(0.4) ? random.int(fields.length) : null;
  fields.forEach(([name, plausible], index) => {
    if (focused !== null) {
      const value =
        index === focused || plausible.length === 0 ? hostileText(random) : random.pick(plausible);
      pairs.push([index === focused ? fieldName(random, name) : name, value]);
      return;
    }
    if (random.chance(0.15)) return; // a missing field
    const posted = fieldName(random, name);
    pairs.push([posted, fieldValue(random, plausible)]);
    if (posted.endsWith("[]") && random.chance(0.5)) pairs.push([posted, fieldValue(random, plausible)]);
  });
  if (random.chance(0.05)) pairs.push([hostileText(random), hostileText(random)]);
  const method = random.chance(0.04)
    ? random.pick(["PUT", "DELETE", "PATCH", "OPTIONS", "GET", "TRACE"])
    : target.method;
  const encoding = focused !== null && random.chance(0.8) ? "urlencoded" : pickEncoding(random);
  const headers = extraHeaders(context);
  const cookie = cookieHeader(context, session);
  if (cookie) headers.push(["Cookie", cookie]);
  let body = "";
  let contentType: string | null = "application/x-www-form-urlencoded";
  let declaredLength: number | null = null;
  let expectAnswer = true;
  const urlencoded = () => pairs.map(([name, value]) => `${formEncode(name)}=${formEncode(value)}`).join("&");
  switch (encoding) {
    case "urlencoded":
    case "no-type":
      body = urlencoded();
      if (encoding === "no-type") contentType = null;
      break;
    case "latin1":
      body = urlencoded();
      contentType = "application/x-www-form-urlencoded; charset=ISO-8859-1";
      break;
    case "text":
      body = urlencoded();
      contentType = random.pick(["text/plain", "application/xml", "application/octet-stream"]);
      break;
    case "multipart":
    case "multipart-file":
    case "multipart-unterminated":
      body = multipartBody(pairs, "FuzzBoundary", {
        file: encoding === "multipart-file",
        close: encoding !== "multipart-unterminated",
      });
      contentType = "multipart/form-data; boundary=FuzzBoundary";
      break;
    case "multipart-no-boundary":
      body = multipartBody(pairs, "FuzzBoundary", {});
      contentType = "multipart/form-data";
      break;
    case "json":
      body = JSON.stringify(Object.fromEntries(pairs));
      if (random.chance(0.2)) body = body.replace(/"[^"]*"/, '"\\ud800"');
      contentType = "application/json";
      break;
    case "json-broken":
      body = random.pick([
        "{",
        "[1,2,3]",
        "null",
        '"text"',
        '{"a":',
        JSON.stringify(Object.fromEntries(pairs)).slice(0, -1),
      ]);
      contentType = "application/json";
      break;
    case "huge":
      body = `${urlencoded()}&pad=${"x".repeat(random.pick([200_000, 1_000_000, 3_000_000]))}`;
      expectAnswer = false;
      break;
    case "cut-short":
      body = urlencoded();
      declaredLength = body.length + 1 + random.int(5000);
      expectAnswer = false;
      break;
  }
  const bytes = Buffer.from(body, "utf8");
  if (contentType) headers.push(["Content-Type", contentType]);
  if (method !== "GET" || random.chance(0.5))
    headers.push(["Content-Length", String(declaredLength ?? bytes.length)]);
  const target_ = target.path(context);
  return {
    label: `${target.name} ${method} ${target_} [${encoding}]`,
    bytes: Buffer.concat([Buffer.from(head(method, target_, host, headers), "latin1"), bytes]),
    endAfterWrite: declaredLength !== null,
    expectAnswer,
  };
}

function buildPageGet(context: FuzzContext): FuzzRequest {
  const { random, host } = context;
  const session = context.sessions.length > 0 && random.chance(0.6) ? random.pick(context.sessions) : null;
  const target = random.pick(pagePaths(context));
  const method = random.chance(0.1) ? random.pick(["HEAD", "PUT", "DELETE", "OPTIONS", "PATCH"]) : "GET";
  const headers = extraHeaders(context);
  const cookie = cookieHeader(context, session);
  if (cookie) headers.push(["Cookie", cookie]);
  return {
    label: `page ${method} ${target}`,
    bytes: Buffer.from(head(method, target, host, headers), "latin1"),
    endAfterWrite: false,
    expectAnswer: true,
  };
}

function buildRest(context: FuzzContext): FuzzRequest {
  const { random, host } = context;
  const session = context.sessions.length > 0 ? random.pick(context.sessions) : null;
  const headers = extraHeaders(context);
  const cookie = cookieHeader(context, session);
  if (cookie) headers.push(["Cookie", cookie]);
  if (random.chance(0.7))
    headers.push(["X-WP-Nonce", random.pick(session?.nonces.length ? session.nonces : ["x"])]);
  const value = random.chance(0.5) ? random.pick(["yes", "no"]) : hostileText(random);
  const body = random.pick([
    JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: value } }),
    JSON.stringify({ woocommerce_meta: [value] }),
    JSON.stringify({ woocommerce_meta: { other: value } }),
    `_wpnonce=${formEncode(value)}&woocommerce_meta[coming_soon_banner_dismissed]=${formEncode(value)}`,
    "{",
  ]);
  headers.push([
    "Content-Type",
    body.startsWith("_wpnonce") ? "application/x-www-form-urlencoded" : "application/json",
  ]);
  headers.push(["Content-Length", String(Buffer.byteLength(body))]);
  const path = random.chance(0.8) ? "/wp-json/wp/v2/users/me" : `/wp-json/${formEncode(hostileText(random))}`;
  return {
    label: `rest POST ${path}`,
    bytes: Buffer.from(head("POST", path, host, headers) + body, "utf8"),
    endAfterWrite: false,
    expectAnswer: true,
  };
}

/** Request lines and framing no browser sends; Node's parser refuses many itself, which is fine. */
function buildMalformed(context: FuzzContext): FuzzRequest {
  const { random, host } = context;
  const raw = random.pick([
    "GET /shop/ HTTP/1.0\r\n\r\n",
    "GET /shop/ HTTP/1.0\r\nHost: \r\n\r\n",
    `GET http://evil.example/shop/ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    `GET http://${host}/shop/ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    `POST http://evil.example/?wc-ajax=add_to_cart HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    `OPTIONS * HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    `GET /%E0%A4%A/ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    `GET /% HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    `GET //evil.example/ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    `GET /.//evil.example/?add-to-cart=127 HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: Mozilla/5.0\r\nConnection: close\r\n\r\n`,
    `GET /shop/ HTTP/1.1\r\nHost: ${host}\r\nHost: other.example\r\nConnection: close\r\n\r\n`,
    `GET /shop/ HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n`,
    `GET /shop/ HTTP/1.1\r\nHost: ${host}\r\nX-Bad: a\u0000b\r\nConnection: close\r\n\r\n`,
    `GET /shop/ HTTP/1.1\r\nHost: ${host}\r\nX-Long: ${"a".repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    `GARBAGE\r\n\r\n`,
    "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
    `GET /shop/ HTTP/9.9\r\nHost: ${host}\r\n\r\n`,
    `GET /shop/ HTTP/1.1\nHost: ${host}\nConnection: close\n\n`,
    `POST /?wc-ajax=add_to_cart HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\nContent-Type: application/x-www-form-urlencoded\r\nConnection: close\r\n\r\nzz\r\nproduct_id=127\r\n0\r\n\r\n`,
    `POST /?wc-ajax=add_to_cart HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\nContent-Type: application/x-www-form-urlencoded\r\nConnection: close\r\n\r\nE\r\nproduct_id=127\r\n0\r\n\r\n`,
    `POST /?wc-ajax=add_to_cart HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 5\r\nContent-Length: 7\r\nConnection: close\r\n\r\nabcdefg`,
    `POST /?wc-ajax=add_to_cart HTTP/1.1\r\nHost: ${host}\r\nContent-Length: -1\r\nConnection: close\r\n\r\n`,
    `POST /?wc-ajax=add_to_cart HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
    `GET /shop/ HTTP/1.1\r\nHost: ${host}\r\n`,
    `POST /cart/ HTTP/1.1\r\nHost: ${host}\r\nContent-Type: multipart/form-data; boundary=X\r\nContent-Length: 200\r\n\r\n--X\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nx\r\n`,
    `POST /wp-admin/admin-ajax.php HTTP/1.1\r\nHost: ${host}\r\nContent-Type: multipart/form-data; boundary=X\r\nContent-Length: 70\r\n\r\n--X\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nx\r\n`,
    `GET /?wc-ajax=get_refreshed_fragments HTTP/1.1\r\nHost: ${host}\r\n\r\nGET /shop/ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
  ]);
  return {
    label: `raw ${JSON.stringify(raw.slice(0, 60))}`,
    bytes: Buffer.from(raw, "utf8"),
    endAfterWrite: true,
    expectAnswer: false,
  };
}

/** The next request: mostly forms and calls, then pages, REST and raw malformed requests. */
export function nextRequest(context: FuzzContext): FuzzRequest {
  const roll = context.random.next();
  if (roll < 0.55) return buildForm(context, context.random.pick(FORM_TARGETS));
  if (roll < 0.85) return buildPageGet(context);
  if (roll < 0.92) return buildRest(context);
  return buildMalformed(context);
}

export const FORM_TARGET_NAMES = FORM_TARGETS.map((target) => target.name);
