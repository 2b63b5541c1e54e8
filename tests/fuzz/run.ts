/**
 * `npm run fuzz`: starts the production server (supervisor and worker, `npm run build` first) on a
 * fresh database, prepares a few shopper sessions (a cart, nonces, an account, an order), then sends
 * a seeded, bounded stream of hostile requests over raw sockets (see requests.ts). It fails on any
 * answer of 500 or more, a well-formed request left unanswered, a worker or supervisor exit, any
 * error-level log line, or anything printed outside the JSON log.
 *
 *   npm run fuzz -- --requests 10000 --database pglite|postgres --seed 9 --port 3300 --concurrency 8
 *
 * PostgreSQL needs TEST_DATABASE_URL (a server where a database may be created and dropped).
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import pg from "pg";
import { startServerProcess } from "../support/server-process.ts";
import { Random } from "./random.ts";
import { type FuzzCatalogue, type FuzzContext, type FuzzSession, nextRequest } from "./requests.ts";
import { send } from "./send.ts";

const { values: options } = parseArgs({
  options: {
    requests: { type: "string", default: "2000" },
    database: { type: "string", default: "pglite" },
    seed: { type: "string", default: "9" },
    port: { type: "string", default: process.env.FUZZ_PORT ?? "3300" },
    concurrency: { type: "string", default: "8" },
  },
});
const REQUESTS = Number(options.requests);
const SEED = Number(options.seed);
const PORT = Number(options.port);
const CONCURRENCY = Number(options.concurrency);
const DATABASE = options.database;
if (DATABASE !== "pglite" && DATABASE !== "postgres") throw new Error("--database is pglite or postgres");
if (![REQUESTS, SEED, PORT, CONCURRENCY].every(Number.isSafeInteger)) throw new Error("numbers expected");

/** Cookies kept between setup calls, like one browser. */
class Browser {
  readonly #jar = new Map<string, string>();
  constructor(readonly origin: string) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("user-agent", "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36");
    if (this.#jar.size > 0) headers.set("cookie", this.cookie());
    const response = await fetch(`${this.origin}${path}`, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line)) this.#jar.delete(name.trim());
      else this.#jar.set(name.trim(), value);
    }
    return response;
  }

  post(path: string, fields: Record<string, string>): Promise<Response> {
    return this.fetch(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  }

  cookie(): string {
    return [...this.#jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

function noncesIn(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of html.matchAll(/name="([^"]*nonce[^"]*)" value="([^"]+)"/g))
    if (match[1] && match[2]) found.set(match[1], match[2]);
  for (const match of html.matchAll(/data-qty-nonce="([^"]+)"/g))
    if (match[1]) found.set("qtyNonce", match[1]);
  let index = 0;
  for (const match of html.matchAll(/(?:_wpnonce=|\\?")([0-9a-f]{10})(?:\\?"|&|")/g))
    if (match[1]) found.set(`seen${index++}`, match[1]);
  return found;
}

async function prepareSession(origin: string, index: number, account: boolean) {
  const browser = new Browser(origin);
  await browser.post("/?wc-ajax=add_to_cart", { product_id: "127", quantity: "1" });
  await browser.post("/?wc-ajax=add_to_cart", { product_id: "134", quantity: "2" });
  const nonces = new Map<string, string>();
  const cart = await (await browser.fetch("/cart/")).text();
  for (const [name, value] of noncesIn(cart)) nonces.set(name, value);
  const cartKeys = [
    ...new Set([...cart.matchAll(/cart\[([0-9a-f]{32})\]\[qty\]/g)].map((match) => match[1] ?? "")),
  ];
  let orderReceivedPath: string | null = null;
  if (account) {
    const login = await (await browser.fetch("/my-account/")).text();
    const registerNonce = noncesIn(login).get("woocommerce-register-nonce") ?? "";
    await browser.post("/my-account/", {
      email: `fuzz-${index}@example.com`,
      password: "fuzz password 1",
      "woocommerce-register-nonce": registerNonce,
      register: "Register",
    });
    const checkout = await (await browser.fetch("/checkout/")).text();
    const placed = await browser.post("/?wc-ajax=checkout", {
      billing_first_name: "Fuzz",
      billing_last_name: "Tester",
      billing_country: "FR",
      billing_address_1: "1 Rue de la Paix",
      billing_city: "Paris",
      billing_postcode: "75002",
      billing_phone: "+33 1 23 45 67 89",
      billing_email: `fuzz-${index}@example.com`,
      payment_method: "bacs",
      "woocommerce-process-checkout-nonce":
        noncesIn(checkout).get("woocommerce-process-checkout-nonce") ?? "",
      vitrine_checkout_token: checkout.match(/name="vitrine_checkout_token" value="([^"]+)"/)?.[1] ?? "",
    });
    const reply = (await placed.json().catch(() => ({}))) as { redirect?: string; messages?: string };
    if (!reply.redirect)
      console.log(`fuzz setup: the order was not placed: ${String(reply.messages).slice(0, 300)}`);
    orderReceivedPath = reply.redirect
      ? new URL(reply.redirect, origin).pathname + new URL(reply.redirect, origin).search
      : null;
    await browser.post("/?wc-ajax=add_to_cart", { product_id: "127", quantity: "1" });
    for (const path of [
      "/my-account/edit-account/",
      "/my-account/edit-address/billing/",
      "/cart/",
      "/checkout/",
    ])
      for (const [name, value] of noncesIn(await (await browser.fetch(path)).text())) nonces.set(name, value);
  } else {
    for (const path of ["/checkout/", "/my-account/"])
      for (const [name, value] of noncesIn(await (await browser.fetch(path)).text())) nonces.set(name, value);
  }
  const session: FuzzSession = { cookie: browser.cookie(), nonces: [...new Set(nonces.values())], cartKeys };
  return { session, orderReceivedPath };
}

async function readCatalogue(origin: string): Promise<FuzzCatalogue> {
  const shop = await (await fetch(`${origin}/shop/`)).text();
  const unique = (pattern: RegExp, text: string) => [
    ...new Set([...text.matchAll(pattern)].map((m) => m[1] ?? "")),
  ];
  const productSlugs = unique(/href="\/product\/([a-z0-9-]+)\/?"/g, shop);
  const categoryPaths = unique(/href="\/product-category\/([a-z0-9/-]+?)\/?"/g, shop);
  const mediaPaths = unique(/src="(\/media\/\d+\/[^"]+)"/g, shop);
  const product = productSlugs[0] ? await (await fetch(`${origin}/product/${productSlugs[0]}/`)).text() : "";
  const tagSlugs = unique(/\/product-tag\/([a-z0-9-]+)\//g, product + shop);
  return {
    productSlugs: productSlugs.length > 0 ? productSlugs : ["speckled-stoneware-mug"],
    categoryPaths: categoryPaths.length > 0 ? categoryPaths : ["clothing"],
    tagSlugs: tagSlugs.length > 0 ? tagSlugs : ["organic"],
    mediaPaths,
    orderReceivedPath: null,
    orderId: null,
  };
}

async function withDatabase<T>(run: (databaseUrl: string | undefined) => Promise<T>): Promise<T> {
  if (DATABASE === "pglite") return run(undefined);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("--database postgres needs TEST_DATABASE_URL");
  const name = `vitrine_fuzz_${randomBytes(6).toString("hex")}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

interface Tally {
  byClass: Record<string, number>;
  serverErrors: string[];
  unanswered: string[];
  noAnswerAllowed: number;
}

async function fuzz(databaseUrl: string | undefined): Promise<boolean> {
  const server = startServerProcess({ port: PORT, databaseUrl });
  const started = Date.now();
  try {
    await server.waitHealthy();
    const catalogue = await readCatalogue(server.origin);
    const sessions: FuzzSession[] = [];
    for (let index = 0; index < 4; index++) {
      const prepared = await prepareSession(server.origin, index, index === 0);
      sessions.push(prepared.session);
      if (prepared.orderReceivedPath) catalogue.orderReceivedPath = prepared.orderReceivedPath;
    }
    console.log(
      `fuzz setup: ${sessions.length} sessions (${sessions.map((session) => session.nonces.length).join("/")} nonces, ` +
        `${sessions.map((session) => session.cartKeys.length).join("/")} cart lines), ${catalogue.productSlugs.length} products, ` +
        `${catalogue.categoryPaths.length} categories, order placed: ${catalogue.orderReceivedPath ? "yes" : "no"}`,
    );
    const context: FuzzContext = { random: new Random(SEED), host: `127.0.0.1:${PORT}`, sessions, catalogue };
    const tally: Tally = { byClass: {}, serverErrors: [], unanswered: [], noAnswerAllowed: 0 };
    let sent = 0;
    const worker = async () => {
      while (sent < REQUESTS && server.exitCode() === null) {
        sent++;
        const request = nextRequest(context);
        const reply = await send(PORT, request);
        if (reply.status === 0) {
          if (request.expectAnswer) tally.unanswered.push(`${request.label} (${reply.failure ?? "closed"})`);
          else tally.noAnswerAllowed++;
          continue;
        }
        const statusClass = `${Math.floor(reply.status / 100)}xx`;
        tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;
        if (reply.status >= 500)
          tally.serverErrors.push(`${reply.status} ${request.label} (${reply.requestId})`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const healthyAtEnd = await fetch(`${server.origin}/healthz`)
      .then((response) => response.status === 200)
      .catch(() => false);
    const supervisorExited = server.exitCode() !== null;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    await server.stop();
    const errorLines = server.logLines().filter((line) => line.level >= 50);
    const deaths = server.workerDeaths();
    const stray = server.strayOutput();
    console.log(
      `fuzz: seed ${SEED}, ${DATABASE}, ${sent} requests (concurrency ${CONCURRENCY}) in ${seconds} s`,
    );
    console.log(
      `  answers: ${["2xx", "3xx", "4xx", "5xx"].map((key) => `${key} ${tally.byClass[key] ?? 0}`).join(", ")}; ` +
        `no answer: ${tally.noAnswerAllowed} malformed or cut short (allowed), ${tally.unanswered.length} well-formed`,
    );
    console.log(
      `  responses >= 500: ${tally.serverErrors.length}; worker exits: ${deaths.length}; supervisor exited: ${supervisorExited ? "yes" : "no"}; ` +
        `error-level log lines: ${errorLines.length}; output outside the log: ${stray.length} lines; healthy at the end: ${healthyAtEnd ? "yes" : "no"}`,
    );
    const show = (title: string, items: string[]) => {
      if (items.length === 0) return;
      console.log(`  ${title}:`);
      for (const item of items.slice(0, 15)) console.log(`    ${item.slice(0, 300)}`);
    };
    show("answers >= 500", tally.serverErrors);
    show("well-formed requests left unanswered", tally.unanswered);
    show(
      "error-level log lines",
      errorLines.map((line) => `${line.msg} ${JSON.stringify(line.err ?? line.req ?? "").slice(0, 400)}`),
    );
    show("output outside the log", stray);
    return (
      tally.serverErrors.length === 0 &&
      tally.unanswered.length === 0 &&
      deaths.length === 0 &&
      !supervisorExited &&
      errorLines.length === 0 &&
      stray.length === 0 &&
      healthyAtEnd
    );
  } finally {
    await server.stop();
  }
}

const passed = await withDatabase(fuzz);
console.log(passed ? "fuzz passed" : "fuzz FAILED");
process.exit(passed ? 0 : 1);
