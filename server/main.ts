/**
 * The launcher: reads configuration, opens the database, serves static files
 * and the app, and shuts down gracefully. `npm start` runs it in production
 * (after `react-router build`) under a supervisor, the cluster primary, that
 * restarts a worker that dies; `npm run dev` runs it in one process with Vite
 * in middleware mode.
 */
import cluster from "node:cluster";
import { existsSync, readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { ConfigError, databaseTargetFromEnv, type Env, readEnv } from "./config/env.server.ts";
import { acquireDataDirLock, type DataDirLock } from "./db/data-lock.server.ts";
import { brotliTextOptions, COMPRESS_FROM_BYTES, GZIP_LEVEL } from "./http/encodings.ts";
import { createLogger } from "./http/logger.server.ts";
import type { Services } from "./services.server.ts";
import { loadSettings } from "./settings/load.server.ts";
import { type Settings, SettingsError } from "./settings/settings.ts";
import { keepServingOnMissedErrors } from "./supervisor/missed-errors.ts";
import { workerCount, workerCountNotice } from "./supervisor/restart-policy.ts";
import { superviseWorkers } from "./supervisor/supervisor.ts";

/** How long in-flight requests get to finish after SIGTERM before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

type ServerModule = typeof import("./app.ts");
type EarlyHandler = import("./app.ts").EarlyHandler;

async function main(): Promise<void> {
  const env = readEnv();
  const settings = loadSettings(env.SETTINGS_FILE);
  const development = env.NODE_ENV === "development";
  const database = databaseTargetFromEnv(env);
  // The supervisor holds the embedded database's lock for the whole run, across worker restarts.
  if (cluster.isWorker) return serve(env, settings, null);
  const lock: DataDirLock | null =
    database.kind === "pglite" ? acquireDataDirLock(env.DATA_DIR, "server") : null;
  if (development) return serve(env, settings, lock);
  const logger = createLogger(env.LOG_LEVEL);
  const notice = workerCountNotice(database.kind, env.WEB_CONCURRENCY);
  if (notice) logger.warn(notice);
  superviseWorkers({
    workers: workerCount(database.kind, env.WEB_CONCURRENCY),
    logger,
    stopGraceMs: SHUTDOWN_GRACE_MS,
    onStopped: () => lock?.release(),
    database: database.kind,
  });
}

async function serve(env: Env, settings: Settings, lock: DataDirLock | null): Promise<void> {
  const development = env.NODE_ENV === "development";
  const database = databaseTargetFromEnv(env);

  const web = express();
  web.disable("x-powered-by");
  // Stored pages, shoppers' pages spliced from them (decision 048) and new visitors' list add-to-carts
  // (decision 054) are answered before Express sees the request (the app's own handler, set once the app
  // exists): they cost neither Express's request objects, its routing, the compression wrapper nor a look at
  // the disk.
  let serveEarly: EarlyHandler | null = null;
  web.use(compression({ brotli: brotliTextOptions(0), level: GZIP_LEVEL, threshold: COMPRESS_FROM_BYTES }));

  let serverModule: ServerModule;
  let createApp: (services: Services) => ReturnType<ServerModule["createHttpApp"]>;
  if (development) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    web.use(viteServer.middlewares);
    serverModule = (await viteServer.ssrLoadModule("./server/app.ts")) as ServerModule;
    const { createHttpApp } = serverModule;
    const build = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    createApp = (services) =>
      createHttpApp({ services, build, mode: "development", launcherServesEarly: true });
  } else {
    const bundle = path.resolve("build/server/index.js");
    if (!existsSync(bundle)) throw new ConfigError("No production build found: run `npm run build` first.");
    serverModule = (await import(bundle)) as ServerModule;
    createApp = serverModule.createProductionApp;
    web.set("trust proxy", serverModule.TRUSTED_PROXIES);
    serveBuiltAssets(web, serverModule.staticFileSecurityHeaders());
  }

  const logger: Logger = serverModule.createLogger(env.LOG_LEVEL);
  const services = await serverModule.createServices({
    database,
    settings,
    logger,
    seedDemo: env.SEED_DEMO === "yes",
    dataDir: env.DATA_DIR,
    smtpPassword: env.SMTP_PASSWORD,
  });
  const app = createApp(services);
  serveEarly = app.serveEarly;
  web.use(app);

  // A port already taken is a start failure (the supervisor then stops), not an error to serve past.
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = createServer((req, res) => {
      if (serveEarly) serveEarly(req, res, () => web(req, res));
      else web(req, res);
    });
    listening.listen(env.PORT, env.HOST, () => resolve(listening));
    listening.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info(
    { port, database: database.kind, mode: env.NODE_ENV },
    `Vitrine is serving http://localhost:${port}`,
  );
  server.keepAliveTimeout = 65_000;
  keepServingOnMissedErrors(logger);

  installShutdown(server, logger, async () => {
    await services.close();
    lock?.release();
  });
}

/**
 * Hashed build assets never change: cache them for a year; anything else in public/ briefly. The public
 * files are listed once at start, so a page request is not a look at the disk (a `stat` per request was
 * a tenth of the CPU a stored page cost).
 */
function serveBuiltAssets(web: Express, securityHeaders: RequestHandler[]): void {
  const assets = express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false });
  const publicFiles = express.static("build/client", { maxAge: "1h", index: false });
  const publicPaths = new Set(
    readdirSync("build/client", { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative("build/client", path.join(entry.parentPath, entry.name))}`)
      .filter((file) => !file.startsWith("/assets/")),
  );
  web.use("/assets", securityHeaders, assets);
  const publicRouter = express.Router();
  publicRouter.use(securityHeaders, publicFiles);
  web.use((req, res, next) => {
    let file = req.path;
    try {
      file = decodeURIComponent(req.path);
    } catch {
      // a malformed escape is not a file name either
    }
    if (publicPaths.has(file)) publicRouter(req, res, next);
    else next();
  });
}

function installShutdown(server: Server, logger: Logger, closeResources: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const forceTimer = setTimeout(() => {
      logger.warn("grace period over: closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    forceTimer.unref();
    server.close(async (error) => {
      clearTimeout(forceTimer);
      try {
        await closeResources();
        logger.info("stopped");
        process.exit(error ? 1 : 0);
      } catch (closeError) {
        logger.error({ err: closeError }, "error while closing resources");
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  if (
    error instanceof SettingsError ||
    error instanceof ConfigError ||
    (error as Error)?.name === "DataDirLockedError"
  ) {
    console.error(`Vitrine cannot start: ${(error as Error).message}`);
  } else {
    console.error("Vitrine cannot start:", error);
  }
  process.exit(1);
});
