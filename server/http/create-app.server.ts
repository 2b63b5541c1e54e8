import { readFileSync } from "node:fs";
import { createRequestHandler } from "@react-router/express";
import { sql } from "drizzle-orm";
import express, { type ErrorRequestHandler, type Express, type RequestHandler, type Response } from "express";
import {
  type AppLoadContext,
  createRequestHandler as createFetchHandler,
  type ServerBuild,
} from "react-router";
import { forgetRendersReading } from "../../app/builder/page/render-cache.server.ts";
import { statisticsScriptOrigins } from "../../protocol/visitor-statistics.ts";
import { documentSourceOf } from "../content/document-source.server.ts";
import { type QueryTally, withQueryTally } from "../db/query-counter.server.ts";
import type { Services } from "../services.server.ts";
import { effectiveMapsSettings, googleMapsCspOrigins } from "../settings/maps-settings.ts";
import { cartLinks } from "./cart-links.server.ts";
import { registerAccountCalls } from "./compat/account-calls.server.ts";
import { adminAjaxRouter } from "./compat/admin-ajax.server.ts";
import { registerCartCalls } from "./compat/cart-calls.server.ts";
import { registerCheckoutCalls } from "./compat/checkout-calls.server.ts";
import { registerCouponCalls } from "./compat/coupon-calls.server.ts";
import { documentReportRouter } from "./compat/document-report.server.ts";
import { registerElementsKitCalls } from "./compat/elementskit-calls.server.ts";
import { registerMailingListCalls } from "./compat/mailing-list-calls.server.ts";
import { registerRefreshLoopCall } from "./compat/refresh-loop.server.ts";
import { createCompatRegistries } from "./compat/registry.ts";
import { restRouter } from "./compat/rest.server.ts";
import { wcAjaxRouter } from "./compat/wc-ajax.server.ts";
import { compressedJsonReplies } from "./compressed-json.server.ts";
import { earlyAddToCart } from "./early-add-to-cart.server.ts";
import { type EarlyHandler, earlyPages } from "./early-pages.server.ts";
import { readPagePost } from "./input/body-parsers.server.ts";
import { sendClientError } from "./input/client-errors.server.ts";
import type { BodyOutcome } from "./input/request-body.server.ts";
import { pageMethods, requestGuard } from "./input/request-guard.server.ts";
import { mediaRouter } from "./media.server.ts";
import { fetchRequestOf } from "./page-cache/fetch-request.server.ts";
import { createGuestPageFetcher } from "./page-cache/guest-page-fetch.server.ts";
import { createPageCache, type PageCache } from "./page-cache/page-cache.server.ts";
import type { PageParts } from "./page-cache/page-parts.ts";
import { createShopperSplicer } from "./page-cache/shopper-splicer.server.ts";
import { limitConcurrentRenders } from "./render-admission.server.ts";
import { requestLog, requestLogSerializers } from "./request-log.server.ts";
import {
  assignCspNonce,
  type PageSecurityOptions,
  securityHeaders,
  TRUSTED_PROXIES,
} from "./security.server.ts";
import { sendServerError } from "./server-error.server.ts";
import { attachShopper, shopperOf } from "./shopper.server.ts";
import { clearTrackingCookiesWhenNotAllowed } from "./tracking-cookies.server.ts";
import { wholePageCompression } from "./whole-page-compression.server.ts";

export interface HttpAppOptions {
  services: Services;
  /** The React Router server build; a function in development so route edits apply on the next request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  /**
   * The launcher calls `serveEarly` itself, before Express (decision 048); an app served alone (the
   * integration tests) runs it as its first middleware instead.
   */
  launcherServesEarly?: boolean;
}

/**
 * The request pipeline: logging, health, security headers, stored media, the
 * WooCommerce-compatible endpoints, then every other request to React Router.
 * Static files and compression are added by the launcher in front of this.
 */

export function createHttpApp({
  services,
  build,
  mode,
  launcherServesEarly = false,
}: HttpAppOptions): Express & { pageCache: PageCache | null; serveEarly: EarlyHandler } {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", TRUSTED_PROXIES);
  const pageCache = services.settings.pageCache.enabled ? pageCacheFor(services) : null;
  const pageSecurity: PageSecurityOptions = {
    development: mode === "development",
    thirdPartyScriptOrigins: statisticsScriptOrigins(services.settings.tracking),
    mapScriptOrigins: googleMapsCspOrigins(effectiveMapsSettings(services.settings.maps)),
  };
  const serveEarly = earlyPages({
    pageCache,
    calls: earlyAddToCart(services, pageSecurity),
    logger: services.logger,
    tracking: services.settings.tracking,
  });
  if (!launcherServesEarly) app.use((req, res, next) => serveEarly(req, res, () => next()));

  if (process.env.VITRINE_QUERY_COUNT === "1" || process.env.VITRINE_QUERY_COUNT === "log")
    app.use(queryCountHeader);

  app.use(requestLog(services.logger));

  app.get("/healthz", async (_req, res) => {
    try {
      await services.db.execute(sql`select 1`);
      res.setHeader("Cache-Control", "no-store");
      res.json({
        status: "ok",
        database: services.databaseKind,
        ...(MEMORY_REPORT ? { memory: memoryReport(services, pageCache), cpuMs: cpuMilliseconds() } : {}),
      });
    } catch (error) {
      services.logger.error({ err: error }, "health check: database unreachable");
      res.status(503).json({ status: "unavailable", database: services.databaseKind });
    }
  });

  app.use(assignCspNonce, securityHeaders(pageSecurity));
  app.use(requestGuard);
  const compat = createCompatRegistries();
  registerCartCalls(compat);
  registerCouponCalls(compat);
  registerCheckoutCalls(compat);
  registerAccountCalls(compat);
  registerElementsKitCalls(compat);
  registerRefreshLoopCall(compat);
  registerMailingListCalls(compat);

  app.use(compressedJsonReplies);
  app.use(mediaRouter(services));
  app.use(attachShopper(services));
  app.use(clearTrackingCookiesWhenNotAllowed(services.settings.tracking));
  app.use(wcAjaxRouter(services, compat.wcAjax));
  app.use(adminAjaxRouter(services, compat.adminAjax));
  app.use(documentReportRouter(services));
  app.use(restRouter(services, compat.rest));
  app.use(cartLinks(services));

  const loadContext = (
    res: Response,
    pageTags: Set<string>,
    recordPageParts: (parts: PageParts) => void = () => undefined,
  ): AppLoadContext => ({
    services,
    cspNonce: String(res.locals.cspNonce),
    shopper: shopperOf(res),
    documentSlots: new Map(),
    postedBody: res.locals.postedBody as BodyOutcome,
    pageTags,
    recordPageParts,
  });
  // Documents are kept rendered per version; what product widgets and loops read is not in that version.
  services.pageChanges.subscribe((tags) => forgetRendersReading(documentSourceOf(services), tags));
  const renderPage = createFetchHandler(build, mode);
  app.all(
    "/{*path}",
    pageMethods,
    ...(pageCache ? [pageCache.lookup] : []),
    limitConcurrentRenders(),
    wholePageCompression,
    ...(pageCache
      ? [
          pageCache.render((req, res, tags, recordParts) =>
            renderPage(fetchRequestOf(req, res), loadContext(res, tags, recordParts)),
          ),
        ]
      : []),
    readPagePost,
    createRequestHandler({ build, mode, getLoadContext: (_req, res) => loadContext(res, new Set()) }),
  );

  const handleError: ErrorRequestHandler = (error, req, res, _next) => {
    const status =
      typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500)
      services.logger.error({ err: error, req: requestLogSerializers.req(req) }, "unhandled error");
    else
      services.logger.info(
        { req: requestLogSerializers.req(req), status, reason: String(error?.message ?? "") },
        "client error",
      );
    if (status === 500) return sendServerError(req, res);
    if (res.headersSent) return res.end();
    sendClientError(req, res, status, String(error.message));
  };
  app.use(handleError);
  return Object.assign(app, { pageCache, serveEarly });
}

/**
 * `VITRINE_MEMORY_REPORT=1` (the bench): the health check also answers where this process's memory is, in
 * megabytes — resident now and at its peak, V8's heap, memory outside it (buffers), the embedded database's
 * WebAssembly memory and the stored pages' bytes — and the CPU time it has used so far (`cpuMs`, user and
 * system), from which the bench works out what one request costs. Off by default: nobody outside needs it.
 */
const MEMORY_REPORT = process.env.VITRINE_MEMORY_REPORT === "1";

function memoryReport(services: Services, pageCache: PageCache | null): Record<string, number> {
  const usage = process.memoryUsage();
  const megabytes = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;
  let peak = 0;
  try {
    peak = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0) * 1024;
  } catch {
    // not Linux: no peak figure
  }
  return {
    rss: megabytes(usage.rss),
    peakRss: megabytes(peak),
    heapUsed: megabytes(usage.heapUsed),
    heapTotal: megabytes(usage.heapTotal),
    external: megabytes(usage.external),
    arrayBuffers: megabytes(usage.arrayBuffers),
    databaseWasm: megabytes(services.databaseMemoryBytes()),
    storedPages: megabytes(pageCache?.store.byteCount ?? 0),
  };
}

function cpuMilliseconds(): number {
  const { user, system } = process.cpuUsage();
  return Math.round((user + system) / 100) / 10;
}

function pageCacheFor(services: Services): PageCache {
  const options = services.settings.pageCache;
  const splicer = createShopperSplicer(services);
  const cache = createPageCache({
    maxBytes: options.maxMegabytes * 1024 * 1024,
    maxAgeMs: options.maxAgeSeconds * 1000,
    sharedMaxAgeSeconds: options.sharedMaxAgeSeconds,
    staleWhileRevalidateSeconds: options.staleWhileRevalidateSeconds,
    logger: services.logger,
    splicer,
    ...(options.fetchGuestPages ? { fetchGuestPage: createGuestPageFetcher() } : {}),
  });
  services.pageChanges.subscribe((tags) => cache.invalidate(tags));
  return cache;
}

/**
 * `VITRINE_QUERY_COUNT=1` (the bench): every response not answered from the page cache says how many SQL
 * statements it cost in `X-Vitrine-Queries` (counted until its headers went out).
 */
const queryCountHeader: RequestHandler = (_req, res, next) => {
  const tally: QueryTally = { queries: 0 };
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithQueries(this: Response, ...args: unknown[]) {
    if (!this.headersSent) this.setHeader("X-Vitrine-Queries", String(tally.queries));
    // biome-ignore lint/suspicious/noExplicitAny: writeHead's overloads cannot be forwarded with their types.
    return (writeHead as any).apply(this, args);
  } as typeof res.writeHead;
  withQueryTally(tally, next);
};
