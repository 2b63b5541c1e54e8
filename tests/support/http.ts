import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pino, { type Logger } from "pino";
import type { ServerBuild } from "react-router";
import { SESSION_COOKIE } from "../../protocol/cookies.ts";
import { localPageChanges } from "../../server/cache/page-changes.server.ts";
import { createHttpApp } from "../../server/http/create-app.server.ts";
import { createMailer, outboxFolder } from "../../server/mail/mailer.server.ts";
import { createNonce } from "../../server/security/nonce.ts";
import { memoryCaches, type Services } from "../../server/services.server.ts";
import { parseSettings } from "../../server/settings/settings.ts";
import { CHECKOUT_NONCE_ACTION } from "../../server/shop/checkout/checkout.server.ts";
import { seedDemoCatalogueIfEmpty } from "../../server/shop/import/demo-seed.server.ts";
import { orderEmailQueue } from "../../server/shop/orders/order-email-queue.server.ts";
import { guestSessionsOn } from "../../server/shop/session/kept-guest-sessions.server.ts";
import { sessionIdFromToken, siteSecret } from "../../server/shop/session/sessions.server.ts";
import { cookieClient, form } from "./cookie-client.ts";
import { createTestDatabase, type TestDatabaseKind } from "./databases.ts";

export interface TestServer {
  origin: string;
  services: Services;
  /** Where this server's emails are written (.eml files), unless the settings choose SMTP. */
  outbox: string;
  /**
   * With `launcher: true`, the requests (method and target) the early handler handed on to the Express
   * pipeline, in order; empty otherwise.
   */
  passedOn: readonly string[];
  close(): Promise<void>;
}

/**
 * The demo shop's settings as its file holds them (settings.json): prices include 20 % VAT in France; France
 * ships Colissimo (flat_rate:1) 4.08 + VAT, free from 60.00 or with a coupon; Europe 9.90; elsewhere
 * 19.90 + 2.00 per item untaxed; local pickup; bank transfer, cheque and cash on delivery. A fresh copy each
 * call.
 */
export function demoShopSettings(): Record<string, unknown> {
  return JSON.parse(readFileSync("settings.json", "utf8")) as Record<string, unknown>;
}

/** startTestServer with the demo shop's settings and its catalogue seeded. */
export function startDemoShop(kind: TestDatabaseKind): Promise<TestServer> {
  return startTestServer(kind, demoShopSettings(), { seedDemo: true });
}

/**
 * The real HTTP pipeline on a fresh database, listening on a free port. Pages
 * are not built here (the end-to-end suite covers them), so a request that
 * reaches React Router fails loudly instead of rendering.
 */
export async function startTestServer(
  kind: TestDatabaseKind,
  rawSettings: unknown = {},
  options: {
    seedDemo?: boolean;
    dataDir?: string;
    logger?: Logger;
    /** Served as the launcher serves it: Node's server calls the early handler before Express (decision 054). */
    launcher?: boolean;
  } = {},
): Promise<TestServer> {
  const handle = await createTestDatabase(kind);
  const settings = parseSettings(rawSettings);
  if (options.seedDemo) await seedDemoCatalogueIfEmpty(handle.db, settings);
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "vitrine-test-"));
  const pageChanges = localPageChanges();
  const guestSessions = guestSessionsOn(handle.target.kind, pageChanges, logger);
  const now = () => new Date();
  const mailer = createMailer({ settings: settings.email, logger, dataDir });
  const orderEmails = orderEmailQueue({ db: handle.db, settings, mailer, logger, now }, { pollMs: 0 });
  const services: Services = {
    db: handle.db,
    databaseKind: handle.target.kind,
    settings,
    logger,
    nonceSecret: await siteSecret(handle.db, "nonce"),
    now,
    mailer,
    orderEmails,
    pageChanges,
    ...memoryCaches(settings, pageChanges),
    guestSessions,
    databaseMemoryBytes: () => handle.memoryBytes(),
    close: async () => {
      await orderEmails.close();
      guestSessions.close();
      return handle.close();
    },
  };
  const build = (): Promise<ServerBuild> =>
    Promise.reject(new Error("pages are not built in integration tests"));
  const app = createHttpApp({ services, build, mode: "production", launcherServesEarly: options.launcher });
  const passedOn: string[] = [];
  const server = options.launcher
    ? createServer((req, res) =>
        app.serveEarly(req, res, () => {
          passedOn.push(`${req.method} ${req.url}`);
          app(req, res);
        }),
      ).listen(0, "127.0.0.1")
    : app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    services,
    outbox: outboxFolder(settings.email, dataDir) ?? "",
    passedOn,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await orderEmails.close();
      guestSessions.close();
      await handle.close();
    },
  };
}

export { cookieClient, form };

export function multipart(fields: Record<string, string>): RequestInit {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return { method: "POST", body };
}

/** A checkout form the demo shop accepts: a French address, Colissimo, bank transfer. */
export const VALID_CHECKOUT_FIELDS: Readonly<Record<string, string>> = {
  billing_first_name: "Ana",
  billing_last_name: "Lopez",
  billing_country: "FR",
  billing_address_1: "3 rue des Lilas",
  billing_city: "Lyon",
  billing_postcode: "69001",
  billing_phone: "+33 4 11 22 33 44",
  billing_email: "ana@example.com",
  payment_method: "bacs",
  "shipping_method[0]": "flat_rate:1",
};

/**
 * Posts `?wc-ajax=checkout` for the client's cart, with the nonce the checkout page would give its session and a
 * form token (a new one unless given: the same token again is a double submit).
 */
export function postCheckout(
  server: TestServer,
  client: ReturnType<typeof cookieClient>,
  fields: Record<string, string> = VALID_CHECKOUT_FIELDS,
  token = randomBytes(18).toString("base64url"),
): Promise<Response> {
  const sessionId = sessionIdFromToken(client.cookies.get(SESSION_COOKIE) ?? "");
  return client(
    "/?wc-ajax=checkout",
    form({
      "woocommerce-process-checkout-nonce": createNonce(
        server.services.nonceSecret,
        CHECKOUT_NONCE_ACTION,
        sessionId,
        new Date(),
      ),
      vitrine_checkout_token: token,
      ...fields,
    }),
  );
}
