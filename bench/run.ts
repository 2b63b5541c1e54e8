/**
 * `npm run bench`: builds, starts the production server on a fresh embedded
 * database (seeded with the demo shop), loads pages with autocannon and prints
 * requests/s, p50/p99 latency and the gzipped JavaScript and CSS each page loads.
 * It prints figures; nothing here asserts a timing.
 *
 * Options (environment): BENCH_DURATION seconds per target (default 10),
 * BENCH_CONNECTIONS (default 10), BENCH_SKIP_BUILD=1 to reuse an existing build.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { assetUrlsOf, gzippedSize } from "./page-assets.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3299);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Target {
  label: string;
  path: string;
}

const PAGES: Target[] = [
  { label: "home", path: "/" },
  { label: "shop", path: "/shop/" },
  { label: "product", path: "/product/organic-hoodie/" },
];

/** A list add-to-cart of the demo mug by a new visitor each time (session, cart and line are created). */
const ADD_TO_CART = { path: "/?wc-ajax=add_to_cart", body: "product_id=127&quantity=1" };

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("build failed");
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-bench-"));
  const server = startServer(dataDir);
  try {
    await waitForHealth();
    console.log(
      `\nVitrine bench: ${CONNECTIONS} connections, ${DURATION} s per target, Node ${process.version}\n`,
    );
    const rows: string[][] = [["target", "req/s", "p50 ms", "p99 ms", "errors", "JS gz KB", "CSS gz KB"]];
    for (const page of PAGES) {
      const load = await measure(page.path);
      const weight = await pageWeight(page.path);
      rows.push([
        `GET ${page.path}`,
        load.requestsPerSecond.toFixed(0),
        String(load.p50),
        String(load.p99),
        String(load.errors),
        (weight.js / 1024).toFixed(1),
        (weight.css / 1024).toFixed(1),
      ]);
    }
    const add = await measure(ADD_TO_CART.path, {
      method: "POST",
      body: ADD_TO_CART.body,
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-encoding": "gzip" },
    });
    rows.push([
      `POST ${ADD_TO_CART.path}`,
      add.requestsPerSecond.toFixed(0),
      String(add.p50),
      String(add.p99),
      String(add.errors),
      "-",
      "-",
    ]);
    printTable(rows);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${ORIGIN}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become healthy within 120 s");
}

async function measure(urlPath: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({
    url: `${ORIGIN}${urlPath}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { "accept-encoding": "gzip" },
    ...options,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function pageWeight(urlPath: string): Promise<{ js: number; css: number }> {
  const html = await (await fetch(`${ORIGIN}${urlPath}`)).text();
  const assets = assetUrlsOf(html);
  let js = 0;
  let css = 0;
  for (const url of assets.scripts)
    js += gzippedSize(Buffer.from(await (await fetch(`${ORIGIN}${url}`)).arrayBuffer()));
  for (const url of assets.styles)
    css += gzippedSize(Buffer.from(await (await fetch(`${ORIGIN}${url}`)).arrayBuffer()));
  return { js, css };
}

function printTable(rows: string[][]): void {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  "));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
