/**
 * `npm run bench:lighthouse`: builds, starts the production server on a fresh embedded database (seeded with
 * the demo shop) and runs Lighthouse's performance audit with its default mobile settings (Moto G Power
 * screen, simulated slow 4G and 4× CPU slowdown) in Debian's Chromium on the page types: home, shop, a
 * product, cart and checkout (with a product in the cart) and a document page. Prints per page the
 * performance score, LCP, TBT, CLS, and the JavaScript the page loads, gzipped: what its HTML lists
 * (modulepreloads and scripts, the first load) and every script Lighthouse saw load (chunks loaded on demand
 * after hydration included). It prints figures; nothing here asserts them (decision 031).
 *
 * On a busy machine the simulated figures are pessimistic: Lighthouse scales the CPU work it measures.
 *
 * Options (environment): CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_PORT (default 3297),
 * BENCH_SKIP_BUILD=1 to reuse an existing build, LIGHTHOUSE_PAGES=<labels> to audit only some pages
 * (comma-separated), LIGHTHOUSE_RUNS=<n> audits of each page (default 3: the median run is printed, with the
 * spread of the score and TBT; see lighthouse-runs.ts), LIGHTHOUSE_REPORTS=<folder> to keep each page's JSON
 * report (of its median run).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { OMNIBOX_POPUP_FEATURES } from "../tests/support/chromium-features.ts";
import { medianRunIndex, spread } from "./lighthouse-runs.ts";
import { assetUrlsOf, gzippedSize } from "./page-assets.ts";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3297);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const RUNS = Math.max(1, Math.floor(Number(process.env.LIGHTHOUSE_RUNS ?? 3)) || 1);

interface AuditedPage {
  label: string;
  path: string;
  /** Audited with a product in the cart (the cart and checkout pages are empty-cart notices otherwise). */
  withCart?: boolean;
}

const PAGES: AuditedPage[] = [
  { label: "home", path: "/" },
  { label: "shop", path: "/shop/" },
  { label: "product", path: "/product/organic-hoodie/" },
  { label: "cart", path: "/cart/", withCart: true },
  { label: "checkout", path: "/checkout/", withCart: true },
  // The demo shop's "Our story" page (content/demo/site/10-pages.xml): an Elementor document.
  { label: "document", path: "/our-story/" },
];

const ONLY = new Set(
  (process.env.LIGHTHOUSE_PAGES ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean),
);

/**
 * chrome-launcher's own flags, with Chromium's omnibox popups (tests/support/chromium-features.ts) added to its
 * `--disable-features`: their busy renderer would be counted by the simulated throttling as the page's blocking time.
 */
function launcherFlagsWithoutOmniboxPopups(): string[] {
  const flags = chromeLauncher.Launcher.defaultFlags();
  const popups = OMNIBOX_POPUP_FEATURES.join(",");
  const features = flags.findIndex((flag) => flag.startsWith("--disable-features="));
  if (features === -1) return [...flags, `--disable-features=${popups}`];
  return flags.map((flag, index) => (index === features ? `${flag},${popups}` : flag));
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("build failed");
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-lighthouse-"));
  const server = startServer(dataDir);
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    await waitForHealth();
    const cartCookie = await cookieWithCart();
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      ignoreDefaultFlags: true,
      chromeFlags: [
        ...launcherFlagsWithoutOmniboxPopups(),
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
      ],
    });
    if (REPORTS) mkdirSync(REPORTS, { recursive: true });
    console.log(
      `\nLighthouse ${lighthouseVersion()} (mobile, simulated throttling), ${CHROME_PATH}, ` +
        `median of ${RUNS} run${RUNS === 1 ? "" : "s"} per page\n`,
    );
    const rows: string[][] = [
      [
        "page",
        "score",
        "(spread)",
        "LCP",
        "TBT",
        "(spread, ms)",
        "CLS",
        "FCP",
        "JS gz KB (first load)",
        "JS gz KB (all loaded)",
      ],
    ];
    const failures: string[] = [];
    for (const page of PAGES) {
      if (ONLY.size > 0 && !ONLY.has(page.label)) continue;
      const cookie = page.withCart ? cartCookie : "";
      const weight = await firstLoadScripts(page.path, cookie);
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(chrome.port, page.path, cookie));
      const figures = runs.map((run) => {
        const score = run.categories.performance?.score;
        const blocking = run.audits["total-blocking-time"]?.numericValue;
        return {
          score: typeof score === "number" ? Math.round(score * 100) : null,
          blockingMs: typeof blocking === "number" ? Math.round(blocking) : null,
        };
      });
      const median = medianRunIndex(figures);
      const lhr = runs[median] as (typeof runs)[number];
      if (REPORTS) writeFileSync(path.join(REPORTS, `${page.label}.json`), JSON.stringify(lhr));
      const metric = (id: string) => lhr.audits[id];
      const scripts = metric("resource-summary")?.details as
        | { items?: { resourceType: string; transferSize: number }[] }
        | undefined;
      const scriptBytes = scripts?.items?.find((item) => item.resourceType === "script")?.transferSize ?? 0;
      const score = figures[median]?.score ?? null;
      rows.push([
        `${page.label} ${page.path}`,
        score === null ? "error" : String(score),
        spread(figures.map((run) => run.score)),
        metric("largest-contentful-paint")?.displayValue ?? "-",
        metric("total-blocking-time")?.displayValue ?? "-",
        spread(figures.map((run) => run.blockingMs)),
        metric("cumulative-layout-shift")?.displayValue ?? "-",
        metric("first-contentful-paint")?.displayValue ?? "-",
        (weight / 1024).toFixed(2),
        (scriptBytes / 1024).toFixed(1),
      ]);
      for (const run of runs)
        if (run.runtimeError) failures.push(`${page.label}: ${run.runtimeError.message}`);
    }
    printTable(rows);
    for (const failure of failures) console.log(failure);
    console.log(
      "\nSimulated mobile figures; on a loaded machine (other processes on the same cores) they are pessimistic.",
    );
  } finally {
    await chrome?.kill();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One audit; a run whose trace failed (Chromium's NO_NAVSTART now and then) is tried once more. */
async function audit(port: number, urlPath: string, cookie: string) {
  let lhr = null;
  for (let attempt = 0; attempt < 2; attempt++) {
    const result = await lighthouse(
      `${ORIGIN}${urlPath}`,
      {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${urlPath}`);
    lhr = result.lhr;
    if (!lhr.runtimeError) break;
  }
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${urlPath}`);
  return lhr;
}

function lighthouseVersion(): string {
  try {
    return (
      spawnSync(process.execPath, ["-p", 'require("lighthouse/package.json").version'], {
        encoding: "utf8",
      }).stdout ?? ""
    ).trim();
  } catch {
    return "";
  }
}

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ["build/server/main.js"], {
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
    const ok = await fetch(`${ORIGIN}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become healthy within 120 s");
}

/** A new visitor's cookies after adding the demo mug to the cart. */
async function cookieWithCart(): Promise<string> {
  const response = await fetch(`${ORIGIN}/?wc-ajax=add_to_cart`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "product_id=127&quantity=1",
  });
  if (!response.ok) throw new Error(`add_to_cart answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter(Boolean)
    .join("; ");
}

/** Gzipped bytes of the scripts the page's HTML makes the browser load before it is live. */
async function firstLoadScripts(urlPath: string, cookie: string): Promise<number> {
  const html = await (await fetch(`${ORIGIN}${urlPath}`, { headers: { cookie } })).text();
  let bytes = 0;
  for (const url of assetUrlsOf(html).scripts)
    bytes += gzippedSize(Buffer.from(await (await fetch(`${ORIGIN}${url}`)).arrayBuffer()));
  return bytes;
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
