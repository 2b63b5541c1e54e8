/**
 * Server entry bundled by `react-router build` (see vite.config.ts) into
 * build/server/index.js: the launcher (server/main.ts) imports it in production
 * and loads it through Vite in development.
 */
import * as build from "virtual:react-router/server-build";
import type { ServerBuild } from "react-router";
import { createHttpApp, type HttpAppOptions } from "./http/create-app.server.ts";

export { createLogger } from "./http/logger.server.ts";
export { staticFileSecurityHeaders, TRUSTED_PROXIES } from "./http/security.server.ts";
export { createServices } from "./services.server.ts";

export function createProductionApp(services: HttpAppOptions["services"]) {
  return createHttpApp({
    services,
    build: build as unknown as ServerBuild,
    mode: "production",
    launcherServesEarly: true,
  });
}

export type { EarlyHandler } from "./http/early-pages.server.ts";
export { createHttpApp };
