import type { AddressInfo } from "node:net";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { createHttpApp } from "../../server/http/create-app.server.ts";
import type { Services } from "../../server/services.server.ts";
import { parseSettings } from "../../server/settings/settings.ts";
import { createTestDatabase, type TestDatabaseKind } from "./databases.ts";

export interface TestServer {
  origin: string;
  services: Services;
  close(): Promise<void>;
}

/**
 * The real HTTP pipeline on a fresh database, listening on a free port. Pages
 * are not built here (the end-to-end suite covers them), so a request that
 * reaches React Router fails loudly instead of rendering.
 */
export async function startTestServer(
  kind: TestDatabaseKind,
  rawSettings: unknown = {},
): Promise<TestServer> {
  const handle = await createTestDatabase(kind);
  const services: Services = {
    db: handle.db,
    databaseKind: handle.target.kind,
    settings: parseSettings(rawSettings),
    logger: pino({ level: "silent" }),
    now: () => new Date(),
    close: () => handle.close(),
  };
  const build = (): Promise<ServerBuild> =>
    Promise.reject(new Error("pages are not built in integration tests"));
  const server = createHttpApp({ services, build, mode: "production" }).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    services,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
    },
  };
}
